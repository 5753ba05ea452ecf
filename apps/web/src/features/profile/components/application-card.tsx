import { useTranslation } from 'react-i18next';
import type { ApplicationItem } from '@awards/contracts';
import { STATUS_LABELS, formatProfileDate } from '../profile-rules';

interface ApplicationCardProps {
  application: ApplicationItem;
  /** The nomination's title in the selected language, when the nominations content has it. */
  nominationTitle?: string;
}

/** One submitted application as its author sees it: streamer, nomination, status, date and what was sent. */
export function ApplicationCard({ application, nominationTitle }: ApplicationCardProps) {
  const { t } = useTranslation();
  return (
    <article className="application-card">
      <header className="application-card__header">
        <h3 className="application-card__nickname">{application.nickname}</h3>
        <span className={`application-card__status application-card__status--${application.status}`}>{t(STATUS_LABELS[application.status])}</span>
      </header>
      <p className="application-card__nomination">{nominationTitle ?? t('profile.application.nominationNumber', { id: application.nomination_id })}</p>
      <dl className="application-card__details">
        <div>
          <dt>{t('profile.application.submitted')}</dt>
          <dd>
            <time dateTime={application.created_at}>{formatProfileDate(application.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('profile.application.page')}</dt>
          <dd>
            <a href={application.link_to_page} target="_blank" rel="noopener noreferrer nofollow">
              {application.link_to_page}
              <span className="visually-hidden"> {t('common.newTab')}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('profile.application.media')}</dt>
          <dd>
            {application.link_to_media ? (
              <a href={application.link_to_media} target="_blank" rel="noopener noreferrer nofollow">
                {application.link_to_media}
                <span className="visually-hidden"> {t('common.newTab')}</span>
              </a>
            ) : (
              t('profile.application.video')
            )}
          </dd>
        </div>
        {application.time_code && (
          <div>
            <dt>{t('profile.application.timecode')}</dt>
            <dd>{application.time_code}</dd>
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
