import { defineEndpoint } from '../endpoint';

const tags = ['backstage: personal data'];

export const findPerson = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/people',
  summary: 'Find the account a request for personal data is about, by its email or another spelling of its mailbox',
  tags,
  access: 'staff',
  roles: ['organiser'],
  query: 'PersonQuery',
  response: 'Person',
  errors: { 404: ['not_found'] },
});

export const downloadPersonData = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/people/:userId/data',
  summary: 'Download everything the site holds about an account, on its owner’s request; recorded in the audit log',
  description: 'The same document its owner downloads from their account.',
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'PersonParams',
  response: 'PersonalData',
  errors: { 404: ['not_found'] },
});

export const deletePerson = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/backstage/people/:userId',
  summary: 'Delete an account on its owner’s request, confirmed by its email; recorded in the audit log with the reason',
  description: 'The same deletion its owner makes from their account. A staff member’s account is refused until its roles are revoked.',
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'PersonParams',
  body: 'PersonDeletionRequest',
  response: 'AccountDeletion',
  errors: { 404: ['not_found'], 409: ['account_is_staff'] },
});
