import type { FastifyPluginAsync } from 'fastify';
import { getMessage, isLanguageCode, listMessages, markMessageHandled, replyToMessage } from '@awards/contracts';
import { AppError, errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { actorOf } from '../staff';
import { replyMail } from './reply-mail-template';
import { addReply, findMessage, findThread, listInbox, setHandled } from './repository';
import { mailFailure } from '../../lib/mailer';

/** The audit log's name for a contact message. */
const SUBJECT = 'message';

/** The backstage's inbox: contact messages, read, answered by mail and marked handled. */
export const inboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, listMessages, {
    handler: async ({ query }) => ({ ...(await listInbox(app.db, query)), page: query.page, pageSize: query.pageSize }),
  });

  const threadOf = async (id: number) => {
    const thread = await findThread(app.db, id);
    if (!thread) throw errors.notFound();
    return thread;
  };

  route(app, getMessage, { handler: ({ params }) => threadOf(params.id) });

  route(app, replyToMessage, {
    handler: async ({ params, body }, request) => {
      const message = await findMessage(app.db, params.id);
      if (!message) throw errors.notFound();
      const actor = actorOf(request);
      // Mailed first, stored after: a row in contact_replies means the sender got that reply, and
      // there is no state for a reply written but not sent. A failed send stores nothing (the
      // staff member still has the text and tries again); nothing stored before is touched. The
      // one gap left, a mail sent whose transaction then fails, is logged with the message's id.
      try {
        const language = isLanguageCode(message.language) ? message.language : 'EN';
        await app.mailer.send(replyMail({ appTitle: app.config.appTitle, reply: body.body, message: { ...message, language } }));
      } catch (err) {
        request.log.error({ contactMessageId: message.id, mail: mailFailure(err) }, 'reply to a contact message could not be mailed');
        throw new AppError(502, 'mail_not_sent', 'error.mail_not_sent');
      }
      try {
        await app.db.transaction(async (tx) => {
          const replyId = await addReply(tx, { messageId: message.id, authorId: actor.id!, body: body.body });
          const { wasHandled } = (await setHandled(tx, message.id, true, actor.id!))!;
          await recordAudit(tx, actor, {
            action: 'message.reply',
            subjectType: SUBJECT,
            subjectId: message.id,
            before: { handled: wasHandled },
            // The reply's length, not its words or the address: both are personal.
            after: { handled: true, replyId, bodyLength: body.body.length },
          });
        });
      } catch (err) {
        // The error itself is logged once as the request's failure.
        request.log.error({ contactMessageId: message.id }, 'a reply was mailed but could not be stored');
        throw err;
      }
      return threadOf(message.id);
    },
  });

  route(app, markMessageHandled, {
    handler: async ({ params, body }, request) => {
      const actor = actorOf(request);
      await app.db.transaction(async (tx) => {
        const state = await setHandled(tx, params.id, body.handled, actor.id!);
        if (!state) throw errors.notFound();
        // Asking for the state it already has changes nothing, so nothing is recorded.
        if (state.wasHandled === body.handled) return;
        await recordAudit(tx, actor, {
          action: 'message.handled',
          subjectType: SUBJECT,
          subjectId: params.id,
          before: { handled: state.wasHandled },
          after: { handled: body.handled },
        });
      });
      return threadOf(params.id);
    },
  });
};
