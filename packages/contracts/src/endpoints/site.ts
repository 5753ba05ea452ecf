import { defineEndpoint } from '../endpoint';

export const getSettings = defineEndpoint({
  method: 'GET',
  path: '/api/v2/settings',
  summary: 'Season phases, social links, the live stream and what is open now',
  tags: ['settings'],
  access: 'public',
  query: 'ContentVersionQuery',
  embedsContent: true,
  response: 'SettingsResponse',
  errors: { 404: ['not_found'] },
});

export const getHome = defineEndpoint({
  method: 'GET',
  path: '/api/v2/home',
  summary: 'The winners to show and the Legends of the Year leaderboard',
  tags: ['settings'],
  access: 'public',
  query: 'ContentVersionQuery',
  embedsContent: true,
  response: 'HomeResponse',
});
