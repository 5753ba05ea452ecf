import { LANGUAGES, type LanguageCode } from './languages';
import { SHOW_TIME_ZONE } from './show-zone';
import { dateTimeFormat, namedTime, zoneName } from './zone-names';

/**
 * How a season's moment is written in a text: its date ('27 February 2027'), its time with the
 * show's zone named ('4:00 PM CET', '16:00 (CET)'), both, or the short day the key dates use ('Feb 27').
 */
export const MOMENT_STYLES = ['date-time', 'date', 'time', 'day'] as const;
export type MomentStyle = (typeof MOMENT_STYLES)[number];

const localeOf = (language: LanguageCode) => LANGUAGES.find((entry) => entry.code === language)!.locale;

const DATE = { dateStyle: 'long', timeZone: SHOW_TIME_ZONE } as const;
const TIME = { timeStyle: 'short', timeZone: SHOW_TIME_ZONE } as const;
const DAY = { day: 'numeric', month: 'short', timeZone: SHOW_TIME_ZONE } as const;

/**
 * A moment of the season (an ISO instant) in a language, in the show's zone, CET or CEST as the
 * date falls: the zone every visitor reads the season's dates in, whatever their own, so that a
 * date quoted in a chat means the same to all.
 */
export function showMoment(iso: string, language: LanguageCode, style: MomentStyle = 'date-time'): string {
  const date = new Date(iso);
  const locale = localeOf(language);
  const time = () => namedTime(dateTimeFormat(locale, TIME).format(date), zoneName(date, locale, SHOW_TIME_ZONE), locale);
  switch (style) {
    case 'date':
      return dateTimeFormat(locale, DATE).format(date);
    case 'time':
      return time();
    case 'day':
      return dateTimeFormat(locale, DAY).format(date);
    case 'date-time':
      return `${dateTimeFormat(locale, DATE).format(date)}, ${time()}`;
  }
}

/** A window's two days, as the key dates give it: 'Nov 18 – Jan 3', '18 nov – 3 ene'. */
export const showSpan = (startsAt: string, endsAt: string, language: LanguageCode) =>
  dateTimeFormat(localeOf(language), DAY).formatRange(new Date(startsAt), new Date(endsAt));
