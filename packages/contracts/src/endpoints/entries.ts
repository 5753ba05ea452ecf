import { defineEndpoint } from '../endpoint';

const tags = ['applications'];

export const submitApplication = defineEndpoint({
  method: 'POST',
  path: '/api/v2/application/new',
  summary: 'Enter a streamer in a nomination, with a link to the media or an uploaded video',
  description:
    'Exactly one of `link_to_media` and `video_id` (an upload of the caller’s not yet attached, at most 24 hours old). The receipt is mailed in the language of the request. One account may send a limited number of entries an hour (429 `rate_limited` past them, with Retry-After).',
  tags,
  access: 'bearer',
  body: 'ApplicationRequest',
  status: 201,
  response: 'ApplicationItem',
  errors: { 403: ['email_blacklisted', 'captcha_failed'], 409: ['duplicate_application', 'applications_closed'], 429: ['rate_limited'] },
});

export const getMyApplications = defineEndpoint({
  method: 'GET',
  path: '/api/v2/application/',
  summary: 'The signed-in user’s applications, newest first',
  description: 'Also answers without the trailing slash.',
  tags,
  access: 'bearer',
  response: 'ApplicationList',
});

export const uploadApplicationVideo = defineEndpoint({
  method: 'POST',
  path: '/api/v2/application/video',
  summary: 'Upload a video (MP4, MOV, WebM or MKV, at most 200 MB) as the multipart file field "video"; attach it to an application within 24 hours',
  description:
    'The type is read from the file’s bytes, whatever its name or declared type says. One account may hold a limited number of bytes of uploads no application uses yet: an upload that would pass it is refused (413 `video_quota`), from its declared length when it has one.',
  tags,
  access: 'bearer',
  consumes: ['multipart/form-data'],
  status: 201,
  response: 'VideoUploadResponse',
  errors: {
    400: ['video_missing', 'video_damaged', 'bad_request'],
    413: ['video_too_large', 'video_quota', 'payload_too_large'],
    415: ['video_type', 'unsupported_media_type'],
    429: ['rate_limited'],
  },
});

export const getApplicationVideo = defineEndpoint({
  method: 'GET',
  path: '/api/v2/application/video/:id',
  summary: 'Download an uploaded video (its owner only), as an attachment',
  description: 'Someone else’s video answers 404, as a missing one does.',
  tags,
  access: 'bearer',
  params: 'VideoParams',
  response: 'VideoFile',
  errors: { 404: ['not_found'] },
});

/** The backstage's side: the review queue, decisions and the uploaded clips. */
const backstageTags = ['backstage: entries'];
const reviewers = ['organiser', 'moderator'] as const;

export const listEntries = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/entries',
  summary: 'The review queue: entries filtered, sorted and paged, with the count past the review promise',
  tags: backstageTags,
  access: 'staff',
  roles: reviewers,
  query: 'EntryQuery',
  response: 'EntryPage',
});

export const getEntry = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/entries/:id',
  summary: 'One entry with its clip, its decision, and the other entries for the same streamer and by the same applicant',
  tags: backstageTags,
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
  tags: backstageTags,
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
  tags: backstageTags,
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
  tags: backstageTags,
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
  tags: backstageTags,
  access: 'public',
  params: 'EntryParams',
  query: 'ClipQuery',
  response: 'VideoFile',
  errors: { 403: ['forbidden'], 404: ['not_found'] },
});
