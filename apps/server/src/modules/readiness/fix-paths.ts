import { camelKey, type ContentMissingText } from '@awards/contracts';

/**
 * The backstage's pages where a finding is dealt with, as paths with their query: the web app's
 * own addresses (its backstage route table), which scripts print beside the public base URL.
 */

const BACKSTAGE = '/backstage';
const withQuery = (path: string, query: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

export const FIX = {
  /** The review queue on the entries past the promise, and one entry. */
  overdueEntries: withQuery(`${BACKSTAGE}/entries`, { overdue: 'true' }),
  entry: (entryId: number) => `${BACKSTAGE}/entries/${entryId}`,
  /** The Nominees page on a round's nomination. */
  nominees: (roundId?: number, nominationId?: number) =>
    roundId === undefined ? `${BACKSTAGE}/nominees` : withQuery(`${BACKSTAGE}/nominees`, nominationId === undefined ? { round: roundId } : { round: roundId, nomination: nominationId }),
  /** The Jury page: reminders, and taking a judge off a nomination. */
  jury: `${BACKSTAGE}/jury`,
  /** The Results page, where a closed round is sealed. */
  results: `${BACKSTAGE}/results`,
  /** The control room, where a nomination of the live round is held back. */
  show: `${BACKSTAGE}/show`,
  /** The content editor: a collection, and one text of an item, its field focused. */
  content: (collection?: string) => (collection ? `${BACKSTAGE}/content/${collection}` : `${BACKSTAGE}/content`),
  text: (text: ContentMissingText) => withQuery(`${BACKSTAGE}/content/${text.collection}/${text.itemId}`, { field: `texts.${text.language}.${camelKey(text.field)}` }),
};
