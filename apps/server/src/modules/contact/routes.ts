import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequest, ContactResponse } from '@awards/contracts';
import { requestLanguage } from '../../lib/language';
import { byIp, rateLimit } from '../../lib/rate-limit';
import { contactMail } from './mail-template';
import { contactMessageRepository } from './repository';

/** `POST /api/v1/contact_us/` (with or without the slash): a visitor's message to the organisers. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = contactMessageRepository(app.db);

  app.post(
    '/',
    {
      schema: {
        summary: 'Send a message to the organisers',
        tags: ['contact'],
        body: ContactRequest,
        response: { 201: ContactResponse },
      },
      preHandler: rateLimit(app, 'contact', app.config.rateLimits.contact, byIp),
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const stored = await messages.add({ ...request.body, language });
      // Stored first, mailed afterwards without waiting: a slow or broken mail server must not
      // fail or hold up the sender, and the organisers still find the message in the database.
      app.mailer
        .send(contactMail({ to: app.config.organiserEmail, appTitle: app.config.appTitle, language, message: stored }))
        .catch((err: unknown) => request.log.error({ err, contactMessageId: stored.id }, 'contact mail could not be sent'));
      return reply.code(201).send(stored);
    },
  );
};
