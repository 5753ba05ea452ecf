import { defineEndpoint } from '../endpoint';

const tags = ['backstage: integrity'];

/*
 * Organisers only: the report names nominees that drew bursts of votes and the tally shows every
 * nominee's votes, which before the reveal nobody else sees (moderators never see vote counts).
 */

export const getIntegrityReport = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/rounds/:roundId/integrity',
  summary: "A voting round's integrity signals, each with the figures that made it fire, and its quarantined votes by reason",
  description: 'A signal covers votes that an organiser may quarantine together by its id. Quarantined votes stay stored and can be released at any time until the round is sealed.',
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'RoundParams',
  response: 'IntegrityReport',
  errors: { 404: ['not_found'] },
});

export const viewRoundTally = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/rounds/:roundId/tally',
  summary: "A voting round's tally per nomination and nominee, counting every vote and after quarantine; every view is recorded in the audit log",
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'RoundParams',
  response: 'RoundTally',
  errors: { 404: ['not_found'] },
});

export const quarantineVotes = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/rounds/:roundId/quarantine',
  summary: "Hold votes out of the round's tally, a signal's or some by id, with a reason; nothing is deleted",
  description: 'Votes already quarantined keep their first reason. Sealing counts only the votes not quarantined; once the round is sealed nothing changes.',
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'RoundParams',
  body: 'QuarantineRequest',
  response: 'QuarantineOutcome',
  errors: { 404: ['not_found'], 409: ['round_sealed'] },
});

export const releaseVotes = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/rounds/:roundId/release',
  summary: "Count quarantined votes again: a signal's, some by id, or those quarantined for one reason",
  tags,
  access: 'staff',
  roles: ['organiser'],
  params: 'RoundParams',
  body: 'ReleaseRequest',
  response: 'QuarantineOutcome',
  errors: { 404: ['not_found'], 409: ['round_sealed'] },
});
