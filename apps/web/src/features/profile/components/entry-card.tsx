import { useTranslation } from 'react-i18next';
import type { ApplicationItem } from '@awards/contracts';
import { Badge } from '@/components/ui/badge/badge';
import { ENTRY_STATUS_TONES } from '@/entities/entries/entry-status-tone';
import { STATUS_LABELS, formatProfileDate } from '../profile-rules';

interface EntryCardProps {
  entry: ApplicationItem;
  /** The nomination's title in the selected language, when the nominations content has it. */
  nominationTitle?: string;
}

/** One entry as its author sees it: streamer, nomination, status (with the reason, when declined), date and what was sent. */
export function EntryCard({ entry, nominationTitle }: EntryCardProps) {
  const { t } = useTranslation();
  return (
    <article className="entry-card">
      <header className="entry-card__header">
        <h3 className="entry-card__nickname">{entry.nickname}</h3>
        <Badge tone={ENTRY_STATUS_TONES[entry.status]} size="large">{t(STATUS_LABELS[entry.status])}</Badge>
      </header>
      <p className="entry-card__nomination">{nominationTitle ?? t('common.nominationNumber', { id: entry.nominationId })}</p>
      <dl className="entry-card__details">
        <div>
          <dt>{t('profile.application.submitted')}</dt>
          <dd>
            <time dateTime={entry.createdAt}>{formatProfileDate(entry.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('profile.application.page')}</dt>
          <dd>
            <a href={entry.linkToPage} target="_blank" rel="noopener noreferrer nofollow">
              {entry.linkToPage}
              <span className="visually-hidden"> {t('common.newTab')}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('profile.application.media')}</dt>
          <dd>
            {entry.linkToMedia ? (
              <a href={entry.linkToMedia} target="_blank" rel="noopener noreferrer nofollow">
                {entry.linkToMedia}
                <span className="visually-hidden"> {t('common.newTab')}</span>
              </a>
            ) : (
              t('profile.application.video')
            )}
          </dd>
        </div>
        {entry.status === 'declined' && entry.declineReason && (
          <div className="entry-card__wide">
            <dt>{t('profile.application.declineReason')}</dt>
            <dd>{t(`profile.declineReasons.${entry.declineReason}`)}</dd>
          </div>
        )}
        {entry.timeCode && (
          <div>
            <dt>{t('profile.application.timecode')}</dt>
            <dd>{entry.timeCode}</dd>
          </div>
        )}
        {entry.comments && (
          <div className="entry-card__wide">
            <dt>{t('profile.application.comments')}</dt>
            <dd>{entry.comments}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
