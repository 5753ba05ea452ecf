import { defineEndpoint } from '../endpoint';

export const sealRound = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/rounds/:roundId/seal',
  summary: "Seal a closed round: its standings are computed once and stored with their SHA-256 digest",
  description: 'Votes and scores that arrive later change nothing. The public site shows the digest and the sealing time from then on.',
  tags: ['backstage: results'],
  access: 'staff',
  roles: ['organiser'],
  params: 'RoundParams',
  response: 'RoundSeal',
  errors: { 404: ['not_found'], 409: ['round_not_closed', 'round_sealed'] },
});

export const viewSealedStandings = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/rounds/:roundId/standings',
  summary: "View a sealed round's standings, before the reveal too; every view is recorded in the audit log",
  tags: ['backstage: results'],
  access: 'staff',
  roles: ['organiser'],
  params: 'RoundParams',
  response: 'SealedStandings',
  errors: { 404: ['not_found'], 409: ['round_not_sealed'] },
});

export const downloadStandings = defineEndpoint({
  method: 'GET',
  path: '/api/v2/rounds/:roundId/standings',
  summary: "A revealed round's sealed standings, byte for byte the canonical JSON whose SHA-256 the site shows",
  description: 'Available once the round is revealed in full (for a round revealed live, once its last nomination is): until then 409 `not_revealed_yet`, even while its digest is already shown.',
  tags: ['voting'],
  access: 'public',
  params: 'RoundParams',
  response: 'RoundStandings',
  errors: { 404: ['not_found'], 409: ['not_revealed_yet'] },
});
