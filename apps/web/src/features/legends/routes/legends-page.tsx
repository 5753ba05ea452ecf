import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { useNotifications } from '@/components/ui/notification/notifications';
import { Spinner } from '@/components/ui/spinner/spinner';
import { legendBlockText, useLegendBlocks, type LegendBlock, type LegendStreamer } from '@/entities/legend-blocks/get-legend-blocks';
import { describeApiError } from '@/lib/describe-api-error';
import { isLocked } from '@/lib/form-state';
import { useLanguage } from '@/lib/i18n';
import { pathTo } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useLeaderboard } from '../api/get-leaderboard';
import { useGuessLegend } from '../api/guess-legend';
import { useLegendsOnLiveEvent } from '../api/legends-on-live-event';
import { blockPhase } from '../blocks';
import { LeaderboardTable } from '../components/leaderboard';
import { LegendBlockCard } from '../components/legend-block';
import './legends-page.css';

/** Legends of the Year: a guess per block while it is open, the legend once revealed, then the leaderboard. */
export function LegendsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isAuthenticated } = useSession();
  const { data: blocks, status } = useLegendBlocks();
  const anyRevealed = blocks?.some((block) => block.legendStreamerId !== undefined) ?? false;
  const leaderboard = useLeaderboard(anyRevealed);
  // A minute is fine enough for a close time given to the minute; a closed block turns read-only.
  const now = useNow(60_000);
  useLegendsOnLiveEvent(blocks?.some((block) => blockPhase(block, now) === 'closed') ?? false);
  // Until the blocks are known, and while one takes guesses, a visitor is invited to sign in.
  const guessing = !blocks || blocks.some((block) => blockPhase(block, now) === 'open');
  const { notify } = useNotifications();
  const guess = useGuessLegend();

  const onGuess = (block: LegendBlock, streamer: LegendStreamer) => {
    if (isLocked(guess)) return;
    guess.mutate(
      { block, streamer },
      {
        onSuccess: () =>
          notify({ type: 'success', text: t('loty.guessed', { nickname: streamer.nickname, title: legendBlockText(block, language).title }), onClose: guess.reset }),
        // A refusal (already guessed, guessing closed) comes with the server's message; anything else says the guess was not saved.
        onError: (error) => {
          const failure = describeApiError(error, language);
          notify({ type: 'error', text: failure.status === 409 ? failure.message : t('loty.failed'), onClose: guess.reset });
        },
      },
    );
  };

  return (
    <Page kicker={t('loty.kicker')} title={t('loty.title')} lead={t('loty.lead')}>
      {!isAuthenticated && guessing && (
        <div className="legends-page__prompt">
          <p>{t('loty.signInPrompt')}</p>
          <Link className="button button--primary" to={pathTo('SignIn')}>
            {t('loty.signIn')}
          </Link>
        </div>
      )}
      {status === 'pending' && <Spinner />}
      {status === 'error' && <p className="legends-page__note">{t('loty.unavailable')}</p>}
      {blocks && blocks.length === 0 && <p className="legends-page__note">{t('loty.empty')}</p>}
      {blocks && blocks.length > 0 && (
        <div className="legends-page__blocks">
          {blocks.map((block, index) => (
            <LegendBlockCard key={block.id} block={block} now={now} signedIn={isAuthenticated} busy={isLocked(guess)} onGuess={onGuess} first={index === 0} />
          ))}
        </div>
      )}
      {anyRevealed && leaderboard.data && <LeaderboardTable entries={leaderboard.data} />}
    </Page>
  );
}
