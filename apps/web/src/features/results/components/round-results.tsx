import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeasonRound } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { Badge } from '@/components/ui/badge/badge';
import { ROUND_STATUS_TONES } from '@/entities/season/round-status-tone';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useSealRound } from '../api/seal-round';
import { useViewSealedStandings } from '../api/view-sealed-standings';
import { useResultFormats } from '../number-formats';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { ReadinessFindings } from '@/entities/readiness/readiness-findings';
import { SealDigest } from './seal-digest';
import { SealedStandings } from './sealed-standings';
import './round-results.css';

type Dialog = 'seal' | 'view' | null;

/** What the seal fixes for good, that the checks may find wanting in the round: its votes, its judges' scores, their conflicts. */
const SEAL_CONCERNS = ['unvoted_nominations', 'unscored_judges', 'judge_voted'] as const;

/**
 * One voting round on the results page: its dates and blend, its seal (or sealing it once it has
 * closed), and its sealed standings, each behind a confirmation that says what it does.
 */
export function RoundResults({ round, number }: { round: SeasonRound; number: number }) {
  const { t } = useTranslation('results');
  const language = useLanguage();
  const format = useResultFormats();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const seal = useSealRound();
  const view = useViewSealedStandings();
  const names = { number, kind: t(`rounds.${round.kind}`) };
  const ended = round.status === 'closed' || round.status === 'revealed';
  const failure = seal.isError ? seal.error : view.isError ? view.error : null;

  const facts: [string, string][] = [
    [t('results.voting'), format.range(round.startsAt, round.endsAt)],
    [t('results.reveal'), round.liveReveal ? t('results.revealLive', { date: format.dateTime(round.revealsAt) }) : format.dateTime(round.revealsAt)],
    [t('results.blend'), t('results.blendValue', { audience: format.weight(round.audienceWeight), jury: format.weight(round.juryWeight) })],
    [t('results.tieBreak'), t(`tieBreaks.${round.tieBreak}`)],
  ];

  return (
    <section className="backstage-panel results-round" aria-labelledby={titleId}>
      <h2 className="results-round__title" id={titleId}>
        {t('results.round', names)} <Badge tone={ROUND_STATUS_TONES[round.status]}>{t(`status.${round.status}`)}</Badge>
      </h2>
      <dl className="results-round__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="results-round__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {round.seal ? (
        <SealDigest seal={round.seal} />
      ) : (
        <p className="results-round__unsealed">
          {t('results.notSealed')} {!ended && t('results.sealableFrom', { date: format.dateTime(round.endsAt) })}
        </p>
      )}
      <p className="results-round__outcome" role="status">
        {seal.isSuccess ? t('seal.done', names) : ''}
      </p>
      <div className="results-round__actions">
        {!round.seal && ended && (
          <button type="button" className="button button--primary" disabled={seal.isPending} onClick={() => setDialog('seal')}>
            {t(seal.isPending ? 'seal.sealing' : 'seal.open')}
          </button>
        )}
        {round.seal &&
          (view.data ? (
            <button type="button" className="button button--ghost" onClick={() => view.reset()}>
              {t('view.hide')}
            </button>
          ) : (
            <button type="button" className="button button--ghost" disabled={view.isPending} onClick={() => setDialog('view')}>
              {t(view.isPending ? 'view.loading' : 'view.open')}
            </button>
          ))}
      </div>
      <FormFailure message={failure && describeApiError(failure, language).message} />
      {view.data && <SealedStandings title={t('standings.title', names)} standings={view.data.standings} />}
      <ConfirmDialog
        open={dialog === 'seal'}
        title={t('seal.title', names)}
        text={t('seal.text')}
        confirmLabel={t('seal.confirm')}
        onConfirm={() => {
          view.reset();
          seal.mutate(round.id);
        }}
        onClose={() => setDialog(null)}
      >
        <ReadinessFindings kinds={SEAL_CONCERNS} roundId={round.id} />
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'view'}
        title={t('view.title', names)}
        text={t('view.text')}
        confirmLabel={t('view.confirm')}
        onConfirm={() => {
          seal.reset();
          view.mutate(round.id);
        }}
        onClose={() => setDialog(null)}
      />
    </section>
  );
}
