import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * When something was revealed, in the organiser's zone: the time alone on the day it happened
 * (the show is tonight), the date with it otherwise (a legend crowned at its scheduled time).
 */
export function useRevealTime() {
  const { i18n } = useTranslation();
  const formats = useMemo(
    () => ({
      time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }),
      dateTime: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
      day: new Intl.DateTimeFormat('en-CA', { dateStyle: 'short' }),
    }),
    [i18n.language],
  );
  return useCallback(
    (iso: string, now = new Date()) => {
      const at = new Date(iso);
      return formats.day.format(at) === formats.day.format(now) ? formats.time.format(at) : formats.dateTime.format(at);
    },
    [formats],
  );
}
