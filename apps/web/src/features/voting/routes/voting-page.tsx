import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Nominee, VotingCategory } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { CaptchaLoadError, captchaToken } from '@/lib/captcha';
import { useFormTransaction } from '@/lib/form-transaction';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useVotingCategories } from '../api/get-voting-categories';
import { useVotingCategory, votingCategoryQueryOptions } from '../api/get-voting-category';
import { vote } from '../api/vote';
import { CategoryNav } from '../components/category-nav';
import { LoginRequiredPopup } from '../components/login-required-popup';
import { NomineeCard } from '../components/nominee-card';
import { ResultsList } from '../components/results-list';
import { RoundSummary } from '../components/round-summary';
import { rememberLoginPromptShown } from '../login-prompt';
import { standings } from '../standings';
import './voting-page.css';

/** A nomination's audience vote (/voting/:categoryId): the round, its nominees, the vote, the results once revealed. */
export function VotingPage() {
  const { t } = useTranslation();
  const categoryId = useParams().categoryId ?? '';
  const { data, status, error } = useVotingCategory(categoryId);
  const { data: nominations } = useVotingCategories();

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
  // How to vote while votes can come, the outcome once revealed; a closed round's note says the rest.
  const roundStatus = data.round?.status;
  const lead = roundStatus === 'revealed' ? t('voting.resultsLead') : roundStatus === 'closed' ? undefined : t('voting.lead');
  return (
    <Page kicker={t('voting.kicker')} title={data.nomination.title} lead={lead}>
      <Category categoryId={categoryId} category={data} />
      {nominations && <CategoryNav nominations={nominations} currentId={data.nomination.id} />}
    </Page>
  );
}

function Category({ categoryId, category }: { categoryId: string; category: VotingCategory }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const tx = useFormTransaction();
  const [loginPromptOpen, setLoginPromptOpen] = useState(false);
  const { round, nominees, my_vote: myVote, results } = category;
  const isOpen = round?.status === 'open';
  const queryKey = votingCategoryQueryOptions(categoryId, language, isAuthenticated).queryKey;

  const onVote = async (nominee: Nominee) => {
    if (!isAuthenticated) {
      rememberLoginPromptShown();
      setLoginPromptOpen(true);
      return;
    }
    const outcome = await tx.run(async () => vote(categoryId, nominee.id, await captchaToken('vote')));
    if (!outcome) return;
    if (outcome.state === 'COMMIT') {
      // Marked at once; the refetch brings the server's own record of it.
      queryClient.setQueryData(queryKey, (current) => (current ? { ...current, my_vote: { nominee_id: nominee.id, created_at: new Date().toISOString() } } : current));
      notify({ type: 'success', text: t('voting.voted', { nickname: nominee.nickname }), onClose: tx.reset });
    } else if (outcome.state === 'ABORT') {
      const failure = outcome.error;
      // 409 (already voted, voting closed) and 403 (captcha) come with the server's message in the visitor's language.
      const text =
        failure instanceof ApiError && (failure.status === 409 || failure.status === 403)
          ? failure.message
          : failure instanceof CaptchaLoadError
            ? t('voting.captchaUnavailable')
            : t('voting.failed');
      notify({ type: 'error', text, onClose: tx.reset });
    }
    void queryClient.invalidateQueries({ queryKey });
  };

  const rows = results ? standings(nominees, results) : null;

  return (
    <>
      {round ? <RoundSummary round={round} /> : <p className="voting__note">{t('voting.noRound')}</p>}
      {round?.status === 'closed' && <p className="voting__note">{t('voting.closedNote')}</p>}
      {isOpen && myVote && <p className="voting__note voting__note--done">{t('voting.alreadyVotedNote')}</p>}
      {isOpen && !isAuthenticated && <p className="voting__note">{t('voting.guestNote')}</p>}
      {rows && <ResultsList rows={rows} myNomineeId={myVote?.nominee_id} />}
      {nominees.length === 0 ? (
        <p className="voting__note">{t('voting.noNominees')}</p>
      ) : (
        <section aria-label={t('voting.nomineesLabel')}>
          <ul className="voting__nominees">
            {nominees.map((nominee) => (
              <NomineeCard
                key={nominee.id}
                nominee={nominee}
                chosen={myVote?.nominee_id === nominee.id}
                canVote={isOpen && !myVote}
                busy={tx.isLocked}
                onVote={(chosen) => void onVote(chosen)}
              />
            ))}
          </ul>
        </section>
      )}
      <LoginRequiredPopup open={loginPromptOpen} onClose={() => setLoginPromptOpen(false)} />
    </>
  );
}
