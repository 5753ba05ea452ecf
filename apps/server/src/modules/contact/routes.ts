import type { FastifyPluginAsync } from 'fastify';
import { sendContactMessage } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { byIp, rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { enqueueMail } from '../mail';
import { contactMail } from './mail-template';
import { addContactMessage } from './repository';

/** A visitor's message to the organisers. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  route(app, sendContactMessage, {
    preHandler: rateLimit(app, 'contact', app.config.rateLimits.contact, byIp),
    handler: async ({ body }, request) => {
      const language = requestLanguage(request);
      // The organisers' mail is queued with the message: a slow or broken mail server neither fails
      // nor holds up the sender, and no stored message goes unmailed.
      return app.db.transaction(async (tx) => {
        const stored = await addContactMessage(tx, { ...body, language });
        await enqueueMail(tx, contactMail({ to: app.config.organiserEmail, appTitle: app.config.appTitle, language, message: stored }));
        return stored;
      });
    },
  });
};
