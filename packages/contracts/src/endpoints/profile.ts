import { defineEndpoint } from '../endpoint';

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/v2/user/me',
  summary: 'The signed-in user and their stats',
  tags: ['user'],
  access: 'bearer',
  response: 'MeResponse',
});
