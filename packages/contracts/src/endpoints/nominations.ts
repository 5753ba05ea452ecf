import { defineEndpoint } from '../endpoint';

export const getNominations = defineEndpoint({
  method: 'GET',
  path: '/api/v1/nomination/all',
  summary: 'List the nominations in the requested language',
  description: 'The language comes from Accept-Language: a wire code (`SP`), an ISO code (`es`) or a full tag.',
  tags: ['nominations'],
  access: 'public',
  query: 'ContentVersionQuery',
  embedsContent: true,
  response: 'NominationList',
});
