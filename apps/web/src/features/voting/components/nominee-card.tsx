import { useTranslation } from 'react-i18next';
import type { VotingNominee } from '@awards/contracts';
import { ClipPlayer } from '@/components/clip-player/clip-player';
import { Badge } from '@/components/ui/badge/badge';
import { StreamerPhoto } from '@/components/streamer-photo/streamer-photo';
import './nominee-card.css';

interface NomineeCardProps {
  nominee: VotingNominee;
  /** The caller voted for this nominee. */
  chosen: boolean;
  /** Shows the vote button (the round is open and the caller has not voted yet). */
  canVote: boolean;
  busy: boolean;
  onVote: (nominee: VotingNominee) => void;
}

export function NomineeCard({ nominee, chosen, canVote, busy, onVote }: NomineeCardProps) {
  const { t } = useTranslation();
  return (
    <li className={`nominee${chosen ? ' nominee--chosen' : ''}`}>
      <StreamerPhoto className="nominee__photo" photo={nominee.photo} nickname={nominee.nickname} size={320} alt={t('voting.photoAlt', { nickname: nominee.nickname })} />
      <div className="nominee__body">
        <h2 className="nominee__name">{nominee.nickname}</h2>
        <a className="nominee__link" href={nominee.linkToPage} target="_blank" rel="noopener noreferrer">
          {t('voting.visitPage')}
          <span className="visually-hidden">
            {' '}
            {nominee.nickname} {t('common.newTab')}
          </span>
        </a>
        {chosen && <Badge as="p" tone="highlight" size="large" caps wrap>{t('voting.yourVote')}</Badge>}
        {canVote && (
          <button
            type="button"
            className="button button--primary nominee__vote"
            aria-label={t('voting.voteFor', { nickname: nominee.nickname })}
            disabled={busy}
            onClick={() => onVote(nominee)}
          >
            {t('voting.vote')}
          </button>
        )}
      </div>
      {nominee.clip && (
        <div className="nominee__moment">
          <ClipPlayer clip={nominee.clip} nickname={nominee.nickname} preload="none" />
        </div>
      )}
    </li>
  );
}
