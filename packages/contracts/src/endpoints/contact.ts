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
