import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VotingRound } from '@awards/contracts';
import { Popup } from '@/components/ui/popup/popup';
import { pathTo } from '@/lib/paths';
import { useSeasonWords } from '@/lib/season-words';

interface Props {
  /** The open round, whose end the notice gives. */
  round: Pick<VotingRound, 'kind' | 'endsAt'>;
  firstNominationId: number;
  /** Called once it is on screen, to remember it for the rest of the session. */
  onShown: () => void;
  onClose: () => void;
}

/** 'Voting period started', until when the round is open, and 'Vote now', which opens the first nomination's voting page. */
export function VotingStartedPopup({ round, firstNominationId, onShown, onClose }: Props) {
  const { t } = useTranslation();
  const words = useSeasonWords();
  const navigate = useNavigate();
  useEffect(onShown, [onShown]);
  return (
    <Popup
      open
      title={t('home.votingStarted.title')}
      onClose={onClose}
      actions={(close) => (
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => {
            close();
            void navigate(pathTo('VOTING', { nominationId: firstNominationId }));
          }}
        >
          {t('home.votingStarted.vote')}
        </button>
      )}
    >
      <p>{t('home.votingStarted.text')}</p>
      <p>{words.sentence({ kind: 'voting-closes', at: round.endsAt, round: round.kind })}</p>
    </Popup>
  );
}
