import { defineEndpoint } from '../endpoint';

const tags = ['backstage: nominees'];
const organiser = ['organiser'] as const;

export const getNomineeBoard = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/rounds/:roundId/nominations/:nominationId/nominees',
  summary: "A round's nominees in a nomination, with what they can be picked from: approved entries by streamer page, the earlier round's sealed standings",
  description: 'Reading the earlier round’s standings before its reveal is recorded in the audit log.',
  tags,
  access: 'staff',
  roles: organiser,
  params: 'NomineeListParams',
  response: 'NomineeBoard',
  errors: { 404: ['not_found'] },
});

export const addNominee = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/rounds/:roundId/nominations/:nominationId/nominees',
  summary: 'Add a nominee: from approved entries naming one streamer page, from the earlier round (a wildcard or a tie at the cut), or by hand',
  tags,
  access: 'staff',
  roles: organiser,
  params: 'NomineeListParams',
  body: 'AddNomineeRequest',
  status: 201,
  response: 'NomineeBoard',
  errors: { 404: ['not_found'], 409: ['round_sealed', 'already_nominee'] },
});

export const buildShortlist = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/rounds/:roundId/nominations/:nominationId/shortlist',
  summary: "Add the earlier round's top nominees of the nomination, the ties the organiser took and the jury's wildcards",
  tags,
  access: 'staff',
  roles: organiser,
  params: 'NomineeListParams',
  body: 'ShortlistRequest',
  response: 'NomineeBoard',
  errors: { 404: ['not_found'], 409: ['round_sealed', 'round_not_sealed'] },
});

export const orderNominees = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/backstage/rounds/:roundId/nominations/:nominationId/order',
  summary: "Set the nominees' order (the voting page's and the tie-break's last resort)",
  tags,
  access: 'staff',
  roles: organiser,
  params: 'NomineeListParams',
  body: 'NomineeOrder',
  response: 'NomineeBoard',
  errors: { 404: ['not_found'], 409: ['round_sealed'] },
});

export const removeNominee = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/backstage/rounds/:roundId/nominations/:nominationId/nominees/:nomineeId',
  summary: 'Remove a nominee; one with votes only with `void_votes=true`, which deletes its votes',
  tags,
  access: 'staff',
  roles: organiser,
  params: 'NomineeParams',
  query: 'RemoveNomineeQuery',
  response: 'NomineeBoard',
  errors: { 404: ['not_found'], 409: ['round_sealed', 'nominee_has_votes'] },
});

export const uploadNomineePhoto = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/nominee-photos',
  summary: 'Upload a nominee photo (JPEG, PNG or WebP, at most 10 MB) as the multipart file field "photo"; it is cropped to a square and stored as an asset',
  tags,
  access: 'staff',
  roles: organiser,
  consumes: ['multipart/form-data'],
  status: 201,
  response: 'NomineePhoto',
  errors: { 400: ['photo_missing', 'photo_damaged'], 413: ['payload_too_large'], 415: ['photo_type'] },
});
