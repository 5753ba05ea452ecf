import { CONTENT_COLLECTIONS, countdownEnd, isLanguageCode, nextMoment, renderSeasonText, type SeasonCalendar } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import type { Row } from './query/shape';
import { notifyChanged } from './repository';

/**
 * The season's dates in the content: each translation quotes them as placeholders, written in its
 * own language when read, and the timer's end is the countdown's. The season sits above content,
 * so app.ts hands its reader in; it gives none while the season has no dates.
 */
export type SeasonCalendarReader = (db: Database, now: Date) => Promise<SeasonCalendar | undefined>;

/** A translation row with every text's placeholders written in the row's language. */
function renderRow(row: Row, calendar: SeasonCalendar): Row {
  const language = row.languages_code;
  if (!isLanguageCode(language)) return row;
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, typeof value === 'string' ? renderSeasonText(value, calendar, language) : value]));
}

/**
 * A collection's items as the season makes them at `now`: texts with the season's dates, and the
 * timer ending where the countdown does (`countdownEnd`), whatever the stored field says, for
 * clients that read only an end date, to the second as content's dates are written. As stored
 * while the season has no dates.
 */
export function inSeason(collection: string, items: Row[], calendar: SeasonCalendar | undefined, now: Date): Row[] {
  if (!calendar) return items;
  const timerEnd = collection === CONTENT_COLLECTIONS.timer ? { end_datetime: countdownEnd(calendar, now.getTime()).replace(/\.000Z$/, 'Z') } : {};
  return items.map((item) => ({
    ...item,
    ...(Array.isArray(item.translations) ? { translations: (item.translations as Row[]).map((row) => renderRow(row, calendar)) } : {}),
    ...timerEnd,
  }));
}

/**
 * Until when a collection's items as `inSeason` made them at `now` hold: the timer's end moves on
 * at the countdown's next moment; the texts change only with the season's dates, which tell
 * every server (`seasonDatesChanged`).
 */
export function inSeasonUntil(collection: string, calendar: SeasonCalendar | undefined, now: Date): number | undefined {
  if (!calendar || collection !== CONTENT_COLLECTIONS.timer) return undefined;
  const moment = nextMoment(calendar, now.getTime());
  return 'at' in moment ? Date.parse(moment.at) : undefined;
}

/**
 * Tells every server on the database, once the transaction `db` is in commits, that the season's
 * dates changed: each forgets the content answers that quote them, as after a publish.
 */
export async function seasonDatesChanged(db: Database): Promise<void> {
  await notifyChanged(db);
}
