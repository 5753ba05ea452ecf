import { defineEndpoint } from '../endpoint';

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/v1/contact_us/',
  summary: 'Send a message to the organisers',
  description: 'Also answers without the trailing slash. The organisers get it by mail, in the language of the request.',
  tags: ['contact'],
  access: 'public',
  body: 'ContactRequest',
  status: 201,
  response: 'ContactResponse',
  errors: { 429: ['rate_limited'] },
});

/** The backstage's inbox, where staff read and answer the messages. */
const inboxTags = ['backstage: inbox'];
const inboxKeepers = ['organiser', 'moderator'] as const;

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/messages',
  summary: 'Contact messages, newest first, open or handled',
  tags: inboxTags,
  access: 'staff',
  roles: inboxKeepers,
  query: 'MessageQuery',
  response: 'InboxPage',
});

export const getMessage = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/messages/:id',
  summary: 'A contact message with the replies sent to it',
  tags: inboxTags,
  access: 'staff',
  roles: inboxKeepers,
  params: 'MessageParams',
  response: 'InboxThread',
  errors: { 404: ['not_found'] },
});

export const replyToMessage = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/messages/:id/replies',
  summary: 'Answer a contact message by mail, from MAIL_FROM; the reply is kept with the message, which counts as handled, and its mail waits in the outbox until the mail server takes it',
  tags: inboxTags,
  access: 'staff',
  roles: inboxKeepers,
  params: 'MessageParams',
  body: 'ReplyRequest',
  status: 201,
  response: 'InboxThread',
  errors: { 404: ['not_found'] },
});

export const markMessageHandled = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/backstage/messages/:id/handled',
  summary: 'Mark a contact message handled, or open again',
  tags: inboxTags,
  access: 'staff',
  roles: inboxKeepers,
  params: 'MessageParams',
  body: 'HandledRequest',
  response: 'InboxThread',
  errors: { 404: ['not_found'] },
});
