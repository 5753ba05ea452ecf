import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgingNominee } from '@awards/contracts';
import { ClipPlayer } from '@/components/clip-player/clip-player';
import { ExternalLink } from '@/components/external-link/external-link';
import { StreamerPhoto } from '@/components/streamer-photo/streamer-photo';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useScoreNominee } from '../api/score-nominee';
import { ScorePicker } from './score-picker';
import './nominee-card.css';

interface NomineeCardProps {
  roundId: number;
  nominationId: number;
  nominee: JudgingNominee;
  readOnly: boolean;
}

/**
 * One nominee on the scoring sheet: who, their page, the nominated moment, and the judge's score,
 * saved as it is chosen, with a line saying whether it is saved.
 */
export function NomineeCard({ roundId, nominationId, nominee, readOnly }: NomineeCardProps) {
  const { t } = useTranslation('jury');
  const language = useLanguage();
  const score = useScoreNominee(roundId, nominationId, nominee.id);
  // The choice shows from the click on: the sheet's copy changes a moment later, and a radio button
  // bound to it would spring back until then. Once the save it started has settled, the sheet's
  // copy (the saved score, or the one put back after a refusal) speaks again.
  const [choosing, setChoosing] = useState<{ score: number; at: number } | null>(null);
  if (choosing && !score.isPending && score.submittedAt >= choosing.at) setChoosing(null);
  const headingId = useId();
  const statusId = useId();

  const status = score.isPending
    ? { tone: 'pending', text: t('sheet.saving') }
    : score.isError
      ? { tone: 'error', text: t('sheet.notSaved', { reason: describeApiError(score.error, language).message }) }
      : score.isSuccess
        ? { tone: 'saved', text: t('sheet.saved') }
        : nominee.myScore === null && !readOnly
          ? { tone: 'idle', text: t('sheet.notScored') }
          : null;

  return (
    <article className={`nominee-card${nominee.clip ? '' : ' nominee-card--no-clip'}`} aria-labelledby={headingId}>
      <header className="nominee-card__who">
        <StreamerPhoto className="nominee-card__photo" photo={nominee.photo} nickname={nominee.nickname} size={64} />
        <div className="nominee-card__names">
          <h2 id={headingId} className="nominee-card__nickname">
            {nominee.nickname}
          </h2>
          <ExternalLink className="nominee-card__page" href={nominee.linkToPage}>
            {t('sheet.page')}
          </ExternalLink>
        </div>
      </header>
      <div className="nominee-card__moment">
        {nominee.clip ? <ClipPlayer clip={nominee.clip} nickname={nominee.nickname} /> : <p className="nominee-card__no-clip">{t('sheet.noClip')}</p>}
        {nominee.timeCode && (
          <p className="nominee-card__time-code">
            {t('sheet.timeCode')}: <strong>{nominee.timeCode}</strong>
          </p>
        )}
      </div>
      <div className="nominee-card__score">
        <ScorePicker
          nickname={nominee.nickname}
          value={choosing?.score ?? nominee.myScore}
          readOnly={readOnly}
          statusId={statusId}
          onChange={(value) => {
            setChoosing({ score: value, at: Date.now() });
            score.mutate(value);
          }}
        />
        <p id={statusId} className={`nominee-card__status${status ? ` is-${status.tone}` : ''}`} role="status">
          {status && (
            <>
              <span aria-hidden="true" className="nominee-card__status-mark">
                {MARKS[status.tone]}
              </span>
              {status.text}
            </>
          )}
        </p>
      </div>
    </article>
  );
}

/** A sign before each state's words, so the state does not rest on colour alone. */
const MARKS: Record<string, string> = { pending: '◌', error: '!', saved: '✓', idle: '–' };
