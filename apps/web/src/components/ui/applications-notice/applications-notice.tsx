import type { ReactNode } from 'react';
import type { SeasonCalendar, SeasonMoment } from '@awards/contracts';
import { useSeasonWords } from '@/lib/season-words';
import './applications-notice.css';

interface ApplicationsNoticeProps {
  /** The season while applications are not open: its dates and its next moment. */
  season: { calendar: SeasonCalendar; moment: SeasonMoment };
  /** What the visitor can do instead, e.g. vote. */
  children?: ReactNode;
}

/**
 * Stands where a visitor would be invited to apply while applications are closed, or not open
 * yet: since when, or from when, and what comes next, with its date. A status: a screen reader
 * hears it when applications close while the page is open.
 */
export function ApplicationsNotice({ season, children }: ApplicationsNoticeProps) {
  const { title, text } = useSeasonWords().applicationsNotice(season);
  return (
    <div className="applications-notice" role="status">
      <p className="applications-notice__title">{title}</p>
      <p className="applications-notice__text">{text}</p>
      {children}
    </div>
  );
}
