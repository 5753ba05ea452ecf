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

/** The time of day as the language writes it: '4:00 PM', '16:00', and in Portuguese '16h' or '16h30', which `Intl` does not offer. */
function clock(date: Date, language: LanguageCode): string {
  const format = dateTimeFormat(localeOf(language), TIME);
  if (language !== 'PT') return format.format(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((entry) => entry.type === type)?.value ?? '';
  const minutes = part('minute');
  return `${Number(part('hour'))}h${minutes === '00' ? '' : minutes}`;
}

/**
 * A moment of the season (an ISO instant) in a language, in the show's zone, CET or CEST as the
 * date falls: the zone every visitor reads the season's dates in, whatever their own, so that a
 * date quoted in a chat means the same to all.
 */
export function showMoment(iso: string, language: LanguageCode, style: MomentStyle = 'date-time'): string {
  const date = new Date(iso);
  const locale = localeOf(language);
  const time = () => namedTime(clock(date, language), zoneName(date, locale, SHOW_TIME_ZONE), locale);
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

const YEAR = { year: 'numeric', timeZone: SHOW_TIME_ZONE } as const;

/** The language's dash between two days of one year ('Jan 18 – Mar 3' has thin spaces around it in English, plain ones in Russian). */
const rangeDash = (locale: string) =>
  dateTimeFormat(locale, DAY)
    .formatRangeToParts(new Date(Date.UTC(2001, 0, 18, 12)), new Date(Date.UTC(2001, 2, 3, 12)))
    .find((part) => part.source === 'shared')!.value;

/**
 * A window's two days, as the key dates give it: 'Nov 18 – Jan 3', '18 nov – 3 ene'. A range over
 * a new year would name both years, which a season's key dates leave out: its two days are joined
 * with the language's own dash instead.
 */
export function showSpan(startsAt: string, endsAt: string, language: LanguageCode): string {
  const locale = localeOf(language);
  const [start, end] = [new Date(startsAt), new Date(endsAt)];
  const day = dateTimeFormat(locale, DAY);
  const year = dateTimeFormat(locale, YEAR);
  return year.format(start) === year.format(end) ? day.formatRange(start, end) : `${day.format(start)}${rangeDash(locale)}${day.format(end)}`;
}
