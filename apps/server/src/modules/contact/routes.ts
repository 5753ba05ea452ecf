import type { FastifyPluginAsync } from 'fastify';
import { sendContactMessage } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { byIp, rateLimit } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { contactMail } from './mail-template';
import { addContactMessage } from './repository';

/** A visitor's message to the organisers. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  route(app, sendContactMessage, {
    preHandler: rateLimit(app, 'contact', app.config.rateLimits.contact, byIp),
    handler: async ({ body }, request) => {
      const language = requestLanguage(request);
      const stored = await addContactMessage(app.db, { ...body, language });
      // Stored first, mailed afterwards without waiting: a slow or broken mail server must not
      // fail or hold up the sender, and the organisers still find the message in the database.
      app.mailer
        .send(contactMail({ to: app.config.organiserEmail, appTitle: app.config.appTitle, language, message: stored }))
        .catch((err: unknown) => request.log.error({ err, contactMessageId: stored.id }, 'contact mail could not be sent'));
      return stored;
    },
  });
};
