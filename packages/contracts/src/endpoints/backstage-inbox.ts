import { defineEndpoint } from '../endpoint';

const tags = ['backstage: inbox'];
const inboxKeepers = ['organiser', 'moderator'] as const;

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/messages',
  summary: 'Contact messages, newest first, open or handled',
  tags,
  access: 'staff',
  roles: inboxKeepers,
  query: 'MessageQuery',
  response: 'InboxPage',
});

export const getMessage = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/messages/:id',
  summary: 'A contact message with the replies sent to it',
  tags,
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
  tags,
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
  tags,
  access: 'staff',
  roles: inboxKeepers,
  params: 'MessageParams',
  body: 'HandledRequest',
  response: 'InboxThread',
  errors: { 404: ['not_found'] },
});

export const listAudit = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/audit',
  summary: 'The audit log, newest first: who did what, when, with the value before and after',
  description: 'Append-only: no endpoint edits or deletes a record.',
  tags: ['backstage: audit'],
  access: 'staff',
  roles: ['organiser'],
  query: 'AuditQuery',
  response: 'AuditPage',
});
