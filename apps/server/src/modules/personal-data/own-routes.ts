import type { FastifyPluginAsync } from 'fastify';
import { deleteMyAccount, downloadMyData } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { findAccountById, signedInUser } from '../users';
import { ACCOUNT_HOLDER, deleteAccount } from './deletion';
import { asDownload, personalDataOf } from './document';

/** The signed-in user's own data: downloading it, and deleting the account. */
export const ownDataRoutes: FastifyPluginAsync = async (app) => {
  route(app, downloadMyData, {
    handler: async (_input, request, reply) => {
      const account = await findAccountById(app.db, signedInUser(request).id);
      if (!account) throw errors.unauthorized();
      return asDownload(reply, await personalDataOf(app.db, account));
    },
  });

  route(app, deleteMyAccount, {
    handler: ({ body }, request) => deleteAccount(app, signedInUser(request).id, ACCOUNT_HOLDER, body),
  });
};
