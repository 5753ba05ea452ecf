import type { FastifyPluginAsync } from 'fastify';
import { getMessage, isLanguageCode, listMessages, markMessageHandled, replyToMessage } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { route } from '../../lib/route';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { actorOf } from '../staff';
import { replyMail } from './reply-mail-template';
import { addReply, findMessage, findThread, listInbox, setHandled } from './repository';

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
      const language = isLanguageCode(message.language) ? message.language : 'EN';
      // The reply and its mail are stored together: a reply in the thread is one the sender is
      // mailed, once, however long the mail server takes to answer.
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
        await enqueueMail(tx, replyMail({ appTitle: app.config.appTitle, reply: body.body, message: { ...message, language } }));
      });
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
