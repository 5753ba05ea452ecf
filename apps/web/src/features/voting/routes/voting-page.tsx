import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LanguageCode, Nominee, VotingNomination } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useNominations } from '@/entities/nominations/get-nominations';
import { ApiError } from '@/lib/api-client';
import { isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCastVote } from '../api/cast-vote';
import { useVotingNomination, useVotingNominationReveals } from '../api/get-voting-nomination';
import { NominationNav } from '../components/nomination-nav';
import { NomineeCard } from '../components/nominee-card';
import { ResultsList } from '../components/results-list';
import { RoundSummary } from '../components/round-summary';
import { SealNote } from '../components/seal-note';
import { rememberSignInPromptShown } from '../sign-in-prompt';
import { standings } from '../standings';
import './voting-page.css';

// Only a guest's vote or a refused one needs these: their code loads then, not with the page.
const SignInRequiredPopup = lazy(() => import('../components/sign-in-required-popup').then((module) => ({ default: module.SignInRequiredPopup })));

/**
 * What a failed vote says: a refusal (already voted, voting closed, the captcha) gives the server's
 * message; anything else, an offline visitor whose load of this code fails too, that the vote did not count.
 */
async function failureText(error: unknown, language: LanguageCode, failed: string): Promise<string> {
  try {
    const failure = (await import('@/lib/describe-api-error')).describeApiError(error, language);
    return failure.status === 409 || failure.status === 403 || failure.code === 'captcha_unavailable' ? failure.message : failed;
  } catch {
    return failed;
  }
}

/** A nomination's audience vote: the round, its nominees, the vote, the results once revealed. */
export function VotingPage() {
  const { t } = useTranslation();
  const nominationId = useParams().nominationId ?? '';
  const { data, status, error } = useVotingNomination(nominationId);
  const { data: nominations } = useNominations();
  // The nomination whose results the live show has just revealed while the page was open.
  const [revealedNow, setRevealedNow] = useState<string>();
  useVotingNominationReveals(nominationId, data?.round?.liveReveal === true && !data.results, (page) => {
    if (page.results) setRevealedNow(nominationId);
  });

  if (status === 'pending') {
    return (
      <Page kicker={t('voting.kicker')} title={t('voting.title')}>
        <Spinner />
      </Page>
    );
  }
  if (status === 'error') {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Page kicker={t('voting.kicker')} title={t(missing ? 'voting.missing' : 'voting.title')} lead={missing ? undefined : t('voting.unavailable')}>
        <Link className="button button--primary" to={pathTo('Home')}>
          {t('notFound.home')}
        </Link>
      </Page>
    );
  }
  // How to vote while votes can come, the outcome once revealed (a nomination revealed in the live
  // show has results while its round is still closed); a closed round's note says the rest.
  const roundStatus = data.round?.status;
  const lead = data.results ? t('voting.resultsLead') : roundStatus === 'closed' || roundStatus === 'revealed' ? undefined : t('voting.lead');
  return (
    <Page kicker={t('voting.kicker')} title={data.nomination.title} lead={lead}>
      <Nomination nominationId={nominationId} page={data} />
      {/* Rendered before any reveal, so that a screen reader hears the text when it appears. */}
      <p className="visually-hidden" aria-live="polite">
        {revealedNow === nominationId ? t('voting.revealedNow') : ''}
      </p>
      {nominations && <NominationNav nominations={nominations} currentId={data.nomination.id} />}
    </Page>
  );
}

function Nomination({ nominationId, page }: { nominationId: string; page: VotingNomination }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isAuthenticated } = useSession();
  const { notify } = useNotifications();
  const vote = useCastVote(nominationId);
  const [signInPromptOpen, setSignInPromptOpen] = useState(false);
  // Mounted from its first opening on, so that it closes as a popup does.
  const [signInPromptWanted, setSignInPromptWanted] = useState(false);
  const { round, nominees, myVote, results, decision } = page;
  const isOpen = round?.status === 'open';

  const onVote = (nominee: Nominee) => {
    if (!isAuthenticated) {
      rememberSignInPromptShown();
      setSignInPromptWanted(true);
      setSignInPromptOpen(true);
      return;
    }
    if (isLocked(vote)) return;
    vote.mutate(nominee, {
      onSuccess: () => notify({ type: 'success', text: t('voting.voted', { nickname: nominee.nickname }), onClose: vote.reset }),
      onError: (error) => void failureText(error, language, t('voting.failed')).then((text) => notify({ type: 'error', text, onClose: vote.reset })),
    });
  };

  const rows = results ? standings(nominees, results, decision) : null;

  return (
    <>
      {round ? <RoundSummary round={round} /> : <p className="voting__note">{t('voting.noRound')}</p>}
      {round?.status === 'closed' && !results && <p className="voting__note">{t('voting.closedNote')}</p>}
      {isOpen && myVote && <p className="voting__note voting__note--done">{t('voting.alreadyVotedNote')}</p>}
      {isOpen && !isAuthenticated && <p className="voting__note">{t('voting.guestNote')}</p>}
      {round && rows && <ResultsList rows={rows} decision={decision} roundKind={round.kind} myNomineeId={myVote?.nomineeId} />}
      {round?.seal && <SealNote roundId={round.id} seal={round.seal} revealed={round.status === 'revealed'} />}
      {nominees.length === 0 ? (
        <p className="voting__note">{t('voting.noNominees')}</p>
      ) : (
        <section aria-label={t('voting.nomineesLabel')}>
          <ul className="voting__nominees">
            {nominees.map((nominee) => (
              <NomineeCard
                key={nominee.id}
                nominee={nominee}
                chosen={myVote?.nomineeId === nominee.id}
                canVote={isOpen && !myVote}
                busy={isLocked(vote)}
                onVote={onVote}
              />
            ))}
          </ul>
        </section>
      )}
      {signInPromptWanted && (
        <Suspense fallback={null}>
          <SignInRequiredPopup open={signInPromptOpen} onClose={() => setSignInPromptOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
