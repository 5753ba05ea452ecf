import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The standings' figures in the language shown: shares as percentages, means and results (points
 * out of 100) to two decimals, and the round's times as one range. `Intl` writes the digits,
 * separators and dashes each language uses.
 */
export function useResultFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const locale = i18n.language;
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(locale);
    const weight = new Intl.NumberFormat(locale, { style: 'percent' });
    const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      count: (value: number) => count.format(value),
      /** A share given as a fraction (0.6 for 60 %). */
      share: (fraction: number) => percent.format(fraction),
      decimal: (value: number) => decimal.format(value),
      /** A weight given out of 100. */
      weight: (value: number) => weight.format(value / 100),
      dateTime: (iso: string) => instant.format(new Date(iso)),
      range: (start: string, end: string) => instant.formatRange(new Date(start), new Date(end)),
    };
  }, [i18n.language]);
}
