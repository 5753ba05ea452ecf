import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZoned } from '@/lib/zoned-time';

/**
 * The standings' figures in the language shown: shares as percentages, means and results (points
 * out of 100) to two decimals, and the round's times (one range, in the organiser's zone and the
 * show's; a seal's in UTC). `Intl` writes the digits, separators and dashes each language uses.
 */
export function useResultFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = i18n.language;
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(locale);
    const weight = new Intl.NumberFormat(locale, { style: 'percent' });
    return {
      count: (value: number) => count.format(value),
      /** A share given as a fraction (0.6 for 60 %). */
      share: (fraction: number) => percent.format(fraction),
      decimal: (value: number) => decimal.format(value),
      /** A weight given out of 100. */
      weight: (value: number) => weight.format(value / 100),
      dateTime: (iso: string) => formatZoned(iso, locale),
      range: (start: string, end: string) => formatZoned([start, end], locale),
      sealed: (iso: string) => formatZoned(iso, locale, { zone: 'UTC', alongside: null }),
    };
  }, [i18n.language]);
}
