import type { FastifyPluginAsync } from 'fastify';
import { deletePerson, downloadPersonData, findPerson } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { actorOf } from '../staff';
import { findAccountByEmail, findAccountById, findAccountByMailbox } from '../users';
import { deleteAccount } from './deletion';
import { asDownload, personalDataOf } from './document';

/**
 * The organisers' side, for a request that reaches them (by mail, through the contact form): find
 * the account, download its data, delete it. The download and the deletion go on the record.
 */
export const peopleRoutes: FastifyPluginAsync = async (app) => {
  route(app, findPerson, {
    handler: async ({ query }) => {
      // The request may come from another spelling of the account's mailbox.
      const account = (await findAccountByEmail(app.db, query.email)) ?? (await findAccountByMailbox(app.db, query.email));
      if (!account) throw errors.notFound();
      const data = await personalDataOf(app.db, account);
      const { id, name, email, language, createdAt, staffRoles } = data.account;
      return { id, name, email, language, createdAt, staffRoles, entries: data.entries.length, votes: data.votes.length, guesses: data.guesses.length, contactMessages: data.contactMessages.length };
    },
  });

  route(app, downloadPersonData, {
    handler: async ({ params }, request, reply) => {
      const account = await findAccountById(app.db, params.userId);
      if (!account) throw errors.notFound();
      const data = await personalDataOf(app.db, account);
      await recordAudit(app.db, actorOf(request), { action: 'account.download', subjectType: 'user', subjectId: account.id });
      return asDownload(reply, data);
    },
  });

  route(app, deletePerson, {
    handler: ({ params, body }, request) => deleteAccount(app, params.userId, actorOf(request), body),
  });
};
