import { defineEndpoint } from '../endpoint';

const tags = ['backstage: exports'];

/**
 * Each export is downloaded in two steps: the backstage asks for a link (its staff access and
 * roles checked as for any backstage call), then the browser follows it, saving the file as it
 * arrives. The link's signature stands in for the bearer token, which a plain download cannot send.
 */
const linkDescription = 'The link works for a minute. The download is recorded in the audit log, with its row count.';

export const linkEntriesExport = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/exports/entries/link',
  summary: 'A link to download every entry as CSV, with its applicant’s name and email',
  description: linkDescription,
  tags,
  access: 'staff',
  roles: ['organiser', 'moderator'],
  response: 'ExportLink',
});

export const linkVotesExport = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/exports/votes/link',
  summary: 'A link to download the votes as CSV, of every round or of one, each voter under a pseudonym',
  description: `${linkDescription} A vote carries the keyed hashes of its address and client, never the address, and whether it is held out of the tally.`,
  tags,
  access: 'staff',
  roles: ['organiser'],
  body: 'VotesExportRequest',
  response: 'ExportLink',
  errors: { 404: ['not_found'] },
});

export const linkGuessesExport = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/exports/guesses/link',
  summary: 'A link to download the Legends of the Year guesses as CSV, each player under a pseudonym',
  description: linkDescription,
  tags,
  access: 'staff',
  roles: ['organiser'],
  response: 'ExportLink',
});

export const linkMessagesExport = defineEndpoint({
  method: 'POST',
  path: '/api/v2/backstage/exports/messages/link',
  summary: 'A link to download the contact messages as CSV',
  description: linkDescription,
  tags,
  access: 'staff',
  roles: ['organiser', 'moderator'],
  response: 'ExportLink',
});

export const downloadExport = defineEndpoint({
  method: 'GET',
  path: '/api/v2/backstage/exports/:kind',
  summary: 'An export as CSV (UTF-8 with a byte order mark, CRLF, a header row), at the link the backstage was given',
  description: 'Refused once the link has expired, or when its holder no longer has a role that may export this.',
  tags,
  access: 'public',
  params: 'ExportParams',
  query: 'ExportDownloadQuery',
  response: 'CsvFile',
  errors: { 403: ['forbidden'] },
});
