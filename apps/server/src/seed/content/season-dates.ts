import { LANGUAGE_CODES, type LanguageCode } from '@awards/contracts';
import { centralEuropeanZone } from './central-european-time';

/**
 * Month names as the seeded texts write them. Written out rather than taken from Intl, so that the
 * seed never depends on the ICU data the runtime happens to ship. Russian dates need the genitive.
 */
const MONTHS: Record<LanguageCode, { short: string[]; long: string[] }> = {
  EN: {
    short: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  SP: {
    short: ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'],
    long: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  },
  RU: {
    short: ['ЯНВ', 'ФЕВ', 'МАР', 'АПР', 'МАЙ', 'ИЮН', 'ИЮЛ', 'АВГ', 'СЕН', 'ОКТ', 'НОЯ', 'ДЕК'],
    long: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  },
  PT: {
    short: ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'],
    long: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  },
};

/** A moment in one language, its date and its time apart, for texts that place them in their own word order. */
export interface DateParts {
  /** The whole date as a sentence writes it: '27 February 2027', '27 de febrero de 2027', '27 февраля 2027 года'. */
  date: string;
  /** The time with its zone, in the language's style: '4:00 PM CET', '16:00 (CET)', '16h (CET)'. */
  time: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time of day in the language's style: '11:59 PM' in English, '23:59' in Spanish and Russian, '23h59' in Portuguese. */
function clock(language: LanguageCode, hours: number, minutes: number): string {
  if (language === 'EN') return `${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
  if (language === 'PT') return `${hours}h${minutes ? twoDigits(minutes) : ''}`;
  return `${twoDigits(hours)}:${twoDigits(minutes)}`;
}

function longDate(language: LanguageCode, day: number, month: string, year: number): string {
  switch (language) {
    case 'EN':
      return `${day} ${month} ${year}`;
    case 'RU':
      return `${day} ${month} ${year} года`;
    default:
      return `${day} de ${month} de ${year}`;
  }
}

/** A moment in a zone that is `offsetMs` ahead of UTC. */
function parts(language: LanguageCode, date: Date, zone: { zone: string; offsetMs: number }): DateParts & { day: number; short: string } {
  const local = new Date(date.getTime() + zone.offsetMs);
  const [day, month] = [local.getUTCDate(), local.getUTCMonth()];
  const time = clock(language, local.getUTCHours(), local.getUTCMinutes());
  return {
    day,
    short: MONTHS[language].short[month]!,
    date: longDate(language, day, MONTHS[language].long[month]!, local.getUTCFullYear()),
    time: language === 'EN' ? `${time} ${zone.zone}` : `${time} (${zone.zone})`,
  };
}

const UTC = { zone: 'UTC', offsetMs: 0 };

/** A deadline's parts in UTC, the zone the application and voting deadlines are given in. */
export const utcParts = (language: LanguageCode, date: Date): DateParts => parts(language, date, UTC);

/** The live show's parts in Central European time, CET or CEST as the date falls. */
export const showParts = (language: LanguageCode, date: Date): DateParts => parts(language, date, centralEuropeanZone(date));

/** An announced moment's parts in every language, for texts written once per language: `announced(showParts, SEASON.liveShowStarts).RU.date`. */
export const announced = (zoned: (language: LanguageCode, date: Date) => DateParts, iso: string) =>
  Object.fromEntries(LANGUAGE_CODES.map((language) => [language, zoned(language, new Date(iso))])) as Record<LanguageCode, DateParts>;

/** English puts the month first ('NOV 18'), the other languages the day ('18 NOV'). */
function shortDay(language: LanguageCode, { day, short }: { day: number; short: string }): string {
  return language === 'EN' ? `${short} ${day}` : `${day} ${short}`;
}

/** A key date's span, with an en dash: 'NOV 18 – JAN 3', '18 NOV – 3 ENE'. */
export const spanLabel = (language: LanguageCode, startsAt: Date, endsAt: Date) =>
  `${shortDay(language, parts(language, startsAt, UTC))} – ${shortDay(language, parts(language, endsAt, UTC))}`;

/** The live show's key date: 'FEB 27, 4:00 PM CET', '27 FEB, 16:00 (CET)', '27 FEV, 16h (CET)'. */
export const liveLabel = (language: LanguageCode, startsAt: Date) => {
  const show = parts(language, startsAt, centralEuropeanZone(startsAt));
  return `${shortDay(language, show)}, ${show.time}`;
};

/** Content's date-time form, to the second as the editors write it: '2027-01-03T23:59:59Z'. */
export const contentDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
