import { useTranslation } from 'react-i18next';
import type { ApplicationItem } from '@awards/contracts';
import { STATUS_LABELS, formatProfileDate } from '../profile-rules';

interface ApplicationCardProps {
  application: ApplicationItem;
  /** The nomination's title in the selected language, when the nominations content has it. */
  nominationTitle?: string;
}

/** One submitted application as its author sees it: streamer, nomination, status (with the reason, when declined), date and what was sent. */
export function ApplicationCard({ application, nominationTitle }: ApplicationCardProps) {
  const { t } = useTranslation();
  return (
    <article className="application-card">
      <header className="application-card__header">
        <h3 className="application-card__nickname">{application.nickname}</h3>
        <span className={`application-card__status application-card__status--${application.status}`}>{t(STATUS_LABELS[application.status])}</span>
      </header>
      <p className="application-card__nomination">{nominationTitle ?? t('common.nominationNumber', { id: application.nominationId })}</p>
      <dl className="application-card__details">
        <div>
          <dt>{t('profile.application.submitted')}</dt>
          <dd>
            <time dateTime={application.createdAt}>{formatProfileDate(application.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('profile.application.page')}</dt>
          <dd>
            <a href={application.linkToPage} target="_blank" rel="noopener noreferrer nofollow">
              {application.linkToPage}
              <span className="visually-hidden"> {t('common.newTab')}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('profile.application.media')}</dt>
          <dd>
            {application.linkToMedia ? (
              <a href={application.linkToMedia} target="_blank" rel="noopener noreferrer nofollow">
                {application.linkToMedia}
                <span className="visually-hidden"> {t('common.newTab')}</span>
              </a>
            ) : (
              t('profile.application.video')
            )}
          </dd>
        </div>
        {application.status === 'declined' && application.declineReason && (
          <div className="application-card__wide">
            <dt>{t('profile.application.declineReason')}</dt>
            <dd>{t(`profile.declineReasons.${application.declineReason}`)}</dd>
          </div>
        )}
        {application.timeCode && (
          <div>
            <dt>{t('profile.application.timecode')}</dt>
            <dd>{application.timeCode}</dd>
          </div>
        )}
        {application.comments && (
          <div className="application-card__wide">
            <dt>{t('profile.application.comments')}</dt>
            <dd>{application.comments}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
