import { defineEndpoint } from '../endpoint';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'Ready once the database answers',
  tags: ['health'],
  access: 'public',
  response: 'HealthResponse',
  hidden: true,
});
