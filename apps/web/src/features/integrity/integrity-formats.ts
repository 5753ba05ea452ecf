import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZoned } from '@/lib/zoned-time';

/**
 * The console's own figures in the language shown: a span of moments to the second (a burst lasts
 * seconds), a rate's factor to a tenth, a list joined as the language joins one ("A, B and C"), and a
 * threshold with its unit in the form its number takes ("60 seconds"; "2 секунды", "24 часа").
 */
export function useIntegrityFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const factor = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
    const seconds = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'second', unitDisplay: 'long' });
    const hours = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
    return {
      span: (from: string, to: string) => formatZoned([from, to], i18n.language, { seconds: true }),
      factor: (value: number) => factor.format(value),
      list: (items: string[]) => list.format(items),
      seconds: (value: number) => seconds.format(value),
      hours: (value: number) => hours.format(value),
    };
  }, [i18n.language]);
}
