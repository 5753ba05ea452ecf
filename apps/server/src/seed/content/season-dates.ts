import type { LanguageCode } from '@awards/contracts';

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

/** The live show is announced in Central European Summer Time, whatever the season. */
const CEST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** A moment's parts in one language, for texts that place them in their own word order. */
export interface DateParts {
  day: number;
  month: string;
  year: number;
  time: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function parts(language: LanguageCode, date: Date, offsetMs: number): DateParts & { short: string } {
  const local = new Date(date.getTime() + offsetMs);
  const month = local.getUTCMonth();
  return {
    day: local.getUTCDate(),
    month: MONTHS[language].long[month]!,
    short: MONTHS[language].short[month]!,
    year: local.getUTCFullYear(),
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
  };
}

/** A deadline's parts in UTC, the zone the application and voting deadlines are given in. */
export const utcParts = (language: LanguageCode, date: Date): DateParts => parts(language, date, 0);

/** The live show's parts in CEST. */
export const cestParts = (language: LanguageCode, date: Date): DateParts => parts(language, date, CEST_OFFSET_MS);

/** English puts the month first ('NOV 18'), the other languages the day ('18 NOV'). */
function shortDay(language: LanguageCode, date: Date, offsetMs: number): string {
  const { day, short } = parts(language, date, offsetMs);
  return language === 'EN' ? `${short} ${day}` : `${day} ${short}`;
}

/** A key date's span: 'NOV 18 - JAN 3', '18 NOV - 3 ENE'. */
export const spanLabel = (language: LanguageCode, startsAt: Date, endsAt: Date) => `${shortDay(language, startsAt, 0)} - ${shortDay(language, endsAt, 0)}`;

/** The live show's key date: 'FEB 27, 16:00 CEST', '27 FEB, 16:00 CEST'. */
export const liveLabel = (language: LanguageCode, startsAt: Date) => `${shortDay(language, startsAt, CEST_OFFSET_MS)}, ${cestParts(language, startsAt).time} CEST`;

/** Content's date-time form, to the second as the editors write it: '2027-01-03T23:59:59Z'. */
export const contentDateTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
