import { lazy, Suspense, useState } from 'react';
import { useCurrentVoting } from '../api/get-current-voting';
import { votingPopupShown } from '../voting-popup-shown';

const VotingStartedPopup = lazy(() => import('./voting-started-popup').then((module) => ({ default: module.VotingStartedPopup })));

/**
 * Spec section 2's 'Voting period started': once per browser session, while a round is open. The
 * popup's code loads only then.
 */
export function VotingStarted({ firstNominationId }: { firstNominationId: number | undefined }) {
  const { data } = useCurrentVoting();
  const [show, setShow] = useState(() => !votingPopupShown.get());
  if (!show || !data?.round || data.round.status !== 'open' || firstNominationId === undefined) return null;
  return (
    <Suspense>
      <VotingStartedPopup
        firstNominationId={firstNominationId}
        onShown={() => votingPopupShown.set()}
        onClose={() => setShow(false)}
      />
    </Suspense>
  );
}
