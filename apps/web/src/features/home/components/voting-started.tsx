import { lazy, Suspense, useState } from 'react';
import { usePanelOpen } from '@/lib/dialog-layer';
import { useCurrentVoting } from '../api/get-current-voting';
import { votingPopupShown } from '../voting-popup-shown';

const VotingStartedPopup = lazy(() => import('./voting-started-popup').then((module) => ({ default: module.VotingStartedPopup })));

/**
 * 'Voting period started': once per browser session, while a round is open. The popup's code loads
 * only then. A panel the visitor opened (by its address too, e.g. /signin) comes first: the notice
 * waits until no panel is open, and steps aside if one opens while it shows.
 */
export function VotingStarted({ firstNominationId }: { firstNominationId: number | undefined }) {
  const { data } = useCurrentVoting();
  const [show, setShow] = useState(() => !votingPopupShown.get());
  const panelOpen = usePanelOpen();
  if (!show || panelOpen || !data?.round || data.round.status !== 'open' || firstNominationId === undefined) return null;
  return (
    <Suspense>
      <VotingStartedPopup
        round={data.round}
        firstNominationId={firstNominationId}
        onShown={() => votingPopupShown.set()}
        onClose={() => setShow(false)}
      />
    </Suspense>
  );
}
