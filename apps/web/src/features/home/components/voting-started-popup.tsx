import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Popup } from '@/components/ui/popup/popup';
import { pathTo } from '@/lib/paths';

interface Props {
  firstNominationId: number;
  /** Called once it is on screen, to remember it for the rest of the session. */
  onShown: () => void;
  onClose: () => void;
}

/** 'Voting period started' with 'Vote now', which opens the first nomination's voting page. */
export function VotingStartedPopup({ firstNominationId, onShown, onClose }: Props) {
  const { t } = useTranslation();
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
    </Popup>
  );
}
