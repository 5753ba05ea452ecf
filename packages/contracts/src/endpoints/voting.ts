import { defineEndpoint } from '../endpoint';

const tags = ['voting'];

export const getCurrentVoting = defineEndpoint({
  method: 'GET',
  path: '/api/v2/voting/current',
  summary: 'The open voting round and the next one',
  tags,
  access: 'public',
  response: 'CurrentVoting',
});

export const getVotingNomination = defineEndpoint({
  method: 'GET',
  path: '/api/v2/voting/:nominationId',
  summary: "A nomination's voting round, nominees, the caller's vote and, once revealed, the results",
  description: 'The bearer token is optional: without it `my_vote` is null.',
  tags,
  access: 'optional',
  params: 'NominationParams',
  response: 'VotingNomination',
  errors: { 404: ['not_found'] },
});

export const castVote = defineEndpoint({
  method: 'POST',
  path: '/api/v2/voting/:nominationId/vote',
  summary: 'Vote for a nominee of the open round',
  description: 'One address may send a limited number of votes in a window, whatever the accounts and user agents: past them 429 `rate_limited`, with Retry-After.',
  tags,
  access: 'bearer',
  params: 'NominationParams',
  body: 'VoteRequest',
  status: 201,
  response: 'VoteResponse',
  errors: { 403: ['captcha_failed'], 404: ['not_found'], 409: ['already_voted', 'voting_closed'], 429: ['rate_limited'] },
});
