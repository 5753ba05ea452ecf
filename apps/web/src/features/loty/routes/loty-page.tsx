import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { LegendStreamer } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { useFormTransaction } from '@/lib/form-transaction';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useLeaderboard } from '../api/get-leaderboard';
import { legendBlocksQueryOptions, useLegendBlocks } from '../api/get-legend-blocks';
import { guess } from '../api/guess';
import { blockPhase, blockText, withGuess, type Block } from '../blocks';
import { LeaderboardTable } from '../components/leaderboard';
import { LegendBlockCard } from '../components/legend-block';
import './loty-page.css';

/** Legends of the Year: a guess per block while it is open, the legend once revealed, then the leaderboard. */
export function LotyPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isAuthenticated } = useSession();
  const { data: blocks, status } = useLegendBlocks();
  const anyRevealed = blocks?.some((block) => block.legendStreamerId !== undefined) ?? false;
  const leaderboard = useLeaderboard(anyRevealed);
  // A minute is fine enough for a close time given to the minute; a closed block turns read-only.
  const now = useNow(60_000);
  // Until the blocks are known, and while one takes guesses, a visitor is invited to sign in.
  const guessing = !blocks || blocks.some((block) => blockPhase(block, now) === 'open');
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const tx = useFormTransaction();
  const queryKey = legendBlocksQueryOptions(isAuthenticated).queryKey;

  const onGuess = async (block: Block, streamer: LegendStreamer) => {
    const outcome = await tx.run(() => guess(block.id, streamer.id));
    if (!outcome) return;
    if (outcome.state === 'COMMIT') {
      queryClient.setQueryData(queryKey, (current) => current?.map((item) => (item.id === block.id ? withGuess(item, streamer.id) : item)));
      notify({ type: 'success', text: t('loty.guessed', { nickname: streamer.nickname, title: blockText(block, language).title }), onClose: tx.reset });
    } else if (outcome.state === 'ABORT') {
      const failure = outcome.error;
      // 409 (already guessed, guessing closed) comes with the server's message in the visitor's language.
      notify({ type: 'error', text: failure instanceof ApiError && failure.status === 409 ? failure.message : t('loty.failed'), onClose: tx.reset });
    }
    void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <Page kicker={t('loty.kicker')} title={t('loty.title')} lead={t('loty.lead')}>
      {!isAuthenticated && guessing && (
        <div className="loty__prompt">
          <p>{t('loty.signInPrompt')}</p>
          <Link className="button button--primary" to={pathTo('SignIn')}>
            {t('loty.signIn')}
          </Link>
        </div>
      )}
      {status === 'pending' && <Spinner />}
      {status === 'error' && <p className="loty__note">{t('loty.unavailable')}</p>}
      {blocks && blocks.length === 0 && <p className="loty__note">{t('loty.empty')}</p>}
      {blocks && blocks.length > 0 && (
        <div className="loty__blocks">
          {blocks.map((block) => (
            <LegendBlockCard key={block.id} block={block} now={now} signedIn={isAuthenticated} busy={tx.isLocked} onGuess={(b, s) => void onGuess(b, s)} />
          ))}
        </div>
      )}
      {anyRevealed && leaderboard.data && <LeaderboardTable entries={leaderboard.data} />}
    </Page>
  );
}
