import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '@awards/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long ago an entry arrived, in the unit a reviewer counts in: minutes in its first hour,
 * hours for three days (the promise is counted in hours), days after that.
 */
export function ageOf(iso: string, now: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < HOUR) return { value: Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < 72 * HOUR) return { value: Math.floor(elapsed / HOUR), unit: 'hour' };
  return { value: Math.floor(elapsed / (24 * HOUR)), unit: 'day' };
}

/** The review's own formats beside lib/format.ts: an age ("41 hr. ago", "hace 41 h"), a duration ("60 hours"), a list and a language's short name. */
export function reviewFormatters(locale: string) {
  const relative = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' });
  const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
  return {
    age: (iso: string, now: number) => {
      const { value, unit } = ageOf(iso, now);
      return relative.format(-value, unit);
    },
    hours: (value: number) => hours.format(value),
    /** "7 EN, 3 RU, 2 PT"; "7 EN, 3 RU y 2 PT". */
    list: (items: string[]) => list.format(items),
    /** The wire's SP shows as ES, as the language switcher names it. */
    language: (code: LanguageCode) => LANGUAGES.find((language) => language.code === code)?.label ?? code,
  };
}

export function useReviewFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => reviewFormatters(i18n.language), [i18n.language]);
}
