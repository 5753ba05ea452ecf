import { defineEndpoint } from '../endpoint';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'Live while the process answers',
  tags: ['health'],
  access: 'public',
  response: 'HealthResponse',
  hidden: true,
});

export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  summary: 'Ready while the database, and Redis and the bucket when set, answer',
  tags: ['health'],
  access: 'public',
  response: 'ReadinessResponse',
  // A part down answers 503 with the same body, naming it.
  errors: { 503: ['not_ready'] },
  errorBody: 'ReadinessResponse',
  hidden: true,
});
