import { defineEndpoint } from '../endpoint';

const tags = ['legends'];

export const getLegendBlocks = defineEndpoint({
  method: 'GET',
  path: '/api/v2/loty/',
  summary: 'The Legends of the Year blocks, for a visitor',
  description: 'Also answered without the trailing slash. `voted` is false throughout; the legend is named only once revealed.',
  tags,
  access: 'public',
  query: 'ContentVersionQuery',
  embedsContent: true,
  response: 'LegendBlocks',
});

export const getUserLegendBlocks = defineEndpoint({
  method: 'GET',
  path: '/api/v2/loty/user-info',
  summary: "The Legends of the Year blocks with the caller's guesses marked",
  tags,
  access: 'bearer',
  query: 'ContentVersionQuery',
  embedsContent: true,
  response: 'LegendBlocks',
});

export const guessLegend = defineEndpoint({
  method: 'POST',
  path: '/api/v2/loty/guess',
  summary: "Guess a block's legend (once per block)",
  tags,
  access: 'bearer',
  body: 'GuessRequest',
  status: 201,
  response: 'GuessResponse',
  errors: { 404: ['not_found'], 409: ['already_guessed', 'guessing_closed'] },
});

export const getLegendsLeaderboard = defineEndpoint({
  method: 'GET',
  path: '/api/v2/loty/leaderboard',
  summary: 'Users ranked by right guesses over the revealed blocks',
  tags,
  access: 'public',
  response: 'Leaderboard',
});
