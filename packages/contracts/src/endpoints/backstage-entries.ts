import { defineEndpoint } from '../endpoint';

const tags = ['backstage: entries'];
const reviewers = ['organiser', 'moderator'] as const;

export const listEntries = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/entries',
  summary: 'The review queue: entries filtered, sorted and paged, with the count past the review promise',
  tags,
  access: 'staff',
  roles: reviewers,
  query: 'EntryQuery',
  response: 'EntryPage',
});

export const getEntry = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/entries/:id',
  summary: 'One entry with its clip, its decision, and the other entries for the same streamer and by the same applicant',
  tags,
  access: 'staff',
  roles: reviewers,
  params: 'EntryParams',
  response: 'EntryDetail',
  errors: { 404: ['not_found'] },
});

export const decideEntry = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/entries/:id/decision',
  summary: 'Approve or decline an entry; the applicant is mailed in the entry’s language',
  description: 'A decided entry can be decided again by an organiser only: a reversal, mailed as a correction. A withdrawn entry (its applicant deleted their account) is decided no more.',
  tags,
  access: 'staff',
  roles: reviewers,
  params: 'EntryParams',
  body: 'EntryDecision',
  response: 'EntryDetail',
  errors: { 404: ['not_found'], 409: ['already_decided', 'entry_withdrawn'] },
});

export const previewBulkDecision = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/entries/decisions/preview',
  summary: 'How many entries a bulk decision would change, and so how many mails would go out',
  tags,
  access: 'staff',
  roles: reviewers,
  body: 'BulkDecisionPreviewRequest',
  response: 'BulkDecisionPreview',
});

export const decideEntries = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/entries/decisions',
  summary: 'Approve or decline a selection of entries; each changed entry’s applicant is mailed',
  description: 'Entries already in that status, decided when the caller may not reverse, or withdrawn, are left unchanged.',
  tags,
  access: 'staff',
  roles: reviewers,
  body: 'BulkDecision',
  response: 'BulkDecisionResult',
});

export const getEntryClip = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/entries/:id/clip',
  summary: 'An entry’s uploaded video, streamed with Range support, at the signed address the entry’s page gives',
  description: 'The signature (a few minutes long) stands in for the bearer token, which a video element cannot send.',
  tags,
  access: 'public',
  params: 'EntryParams',
  query: 'ClipQuery',
  response: 'VideoFile',
  errors: { 403: ['forbidden'], 404: ['not_found'] },
});

export const listBlockList = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/block-list',
  summary: 'Emails and domains that may not apply',
  tags,
  access: 'staff',
  roles: reviewers,
  response: 'BlockListEntries',
});

export const addToBlockList = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/block-list',
  summary: 'Block an email, or a whole domain written @example.com, from applying',
  tags,
  access: 'staff',
  roles: reviewers,
  body: 'BlockListAddition',
  status: 201,
  response: 'BlockListEntry',
  errors: { 409: ['already_blocked'] },
});

export const removeFromBlockList = defineEndpoint({
  method: 'DELETE',
  path: '/api/v2/backstage/block-list/:id',
  summary: 'Let an email or domain apply again',
  tags,
  access: 'staff',
  roles: reviewers,
  params: 'BlockListParams',
  response: 'BlockListEntry',
  errors: { 404: ['not_found'] },
});
