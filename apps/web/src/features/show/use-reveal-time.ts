import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf, formatZoned, organiserZone } from '@/lib/zoned-time';

/**
 * When something was revealed, in the organiser's zone and the show's: the time alone on the day
 * it happened (the show is tonight), the date with it otherwise (a legend crowned at its scheduled time).
 */
export function useRevealTime() {
  const { i18n } = useTranslation();
  return useCallback((iso: string, now = new Date()) => formatZoned(iso, i18n.language, { timeOnly: dayOf(new Date(iso), organiserZone()) === dayOf(now, organiserZone()) }), [i18n.language]);
}
