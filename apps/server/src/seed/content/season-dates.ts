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
  /** The day and month alone, for the first end of a span within one year: '13 January', '13 de enero', '13 января'. */
  dayMonth: string;
  year: number;
  /** The day of the month and the month's short name, for the key dates' labels: 27 and 'FEB'. */
  day: number;
  short: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time of day in the language's style: '11:59 PM' in English, '23:59' in Spanish and Russian, '23h59' in Portuguese. */
function clock(language: LanguageCode, hours: number, minutes: number): string {
  if (language === 'EN') return `${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
  if (language === 'PT') return `${hours}h${minutes ? twoDigits(minutes) : ''}`;
  return `${twoDigits(hours)}:${twoDigits(minutes)}`;
}

const dayAndMonth = (language: LanguageCode, day: number, month: string) => (language === 'EN' || language === 'RU' ? `${day} ${month}` : `${day} de ${month}`);

function longDate(language: LanguageCode, dayMonth: string, year: number): string {
  switch (language) {
    case 'EN':
      return `${dayMonth} ${year}`;
    case 'RU':
      return `${dayMonth} ${year} года`;
    default:
      return `${dayMonth} de ${year}`;
  }
}

/** A moment in a zone that is `offsetMs` ahead of UTC. */
function parts(language: LanguageCode, date: Date, zone: { zone: string; offsetMs: number }): DateParts {
  const local = new Date(date.getTime() + zone.offsetMs);
  const [day, month, year] = [local.getUTCDate(), local.getUTCMonth(), local.getUTCFullYear()];
  const time = clock(language, local.getUTCHours(), local.getUTCMinutes());
  const dayMonth = dayAndMonth(language, day, MONTHS[language].long[month]!);
  return {
    day,
    short: MONTHS[language].short[month]!,
    date: longDate(language, dayMonth, year),
    dayMonth,
    year,
    time: language === 'EN' ? `${time} ${zone.zone}` : `${time} (${zone.zone})`,
  };
}

/**
 * A moment's parts in the show's zone, Central European time, CET or CEST as the date falls: every
 * date and time a visitor reads in the seeded texts (the live show, a deadline) is given in it.
 */
export const showParts = (language: LanguageCode, date: Date): DateParts => parts(language, date, centralEuropeanZone(date));

/** Moments' parts in every language, for texts written once per language: `inEveryLanguage(timeline.liveShow.startsAt).RU.date`. */
export const inEveryLanguage = (date: Date) => Object.fromEntries(LANGUAGE_CODES.map((language) => [language, showParts(language, date)])) as Record<LanguageCode, DateParts>;

/** A span's two ends as a sentence writes them, the first without its year when both share it: '13 January' and '11 February 2027'. */
export interface Span {
  from: string;
  to: string;
}

/** A window of the season in every language, in the show's zone: `spans(timeline.applications).SP.from`. */
export const spans = ({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }) =>
  Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const [from, to] = [showParts(language, startsAt), showParts(language, endsAt)];
      return [language, { from: from.year === to.year ? from.dayMonth : from.date, to: to.date }];
    }),
  ) as Record<LanguageCode, Span>;

/** English puts the month first ('NOV 18'), the other languages the day ('18 NOV'). */
function shortDay(language: LanguageCode, { day, short }: { day: number; short: string }): string {
  return language === 'EN' ? `${short} ${day}` : `${day} ${short}`;
}

/** A key date's span, with an en dash: 'NOV 18 – JAN 3', '18 NOV – 3 ENE'. */
export const spanLabel = (language: LanguageCode, startsAt: Date, endsAt: Date) => `${shortDay(language, showParts(language, startsAt))} – ${shortDay(language, showParts(language, endsAt))}`;

/** The live show's key date: 'FEB 27, 4:00 PM CET', '27 FEB, 16:00 (CET)', '27 FEV, 16h (CET)'. */
export const liveLabel = (language: LanguageCode, startsAt: Date) => {
  const show = showParts(language, startsAt);
  return `${shortDay(language, show)}, ${show.time}`;
};

/** Content's date-time form, to the second as the editors write it: '2027-01-03T23:59:59Z'. */
export const contentDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
