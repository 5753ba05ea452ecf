import { defineEndpoint } from '../endpoint';

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
