import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegritySignal, QuarantineGroup, SeasonRound } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useIntegrityReport } from '../api/get-integrity-report';
import { useReleaseVotes } from '../api/release-votes';
import { useViewRoundTally } from '../api/view-round-tally';
import { useSignalText } from '../signal-text';
import { QuarantineDialog } from './quarantine-dialog';
import { QuarantinedTable } from './quarantined-table';
import { SignalCard } from './signal-card';
import { TallyPanel } from './tally-panel';
import './round-integrity.css';

/** What a release counts again: a signal's quarantined votes, or a group quarantined for one reason. */
type Releasing = { signal: IntegritySignal } | { group: QuarantineGroup };

/**
 * One voting round in the integrity console: its signals, each with its reason and the quarantine
 * of its votes; the votes quarantined so far, by reason; and, on the record, the tally before and
 * after quarantine. A sealed round only reads.
 */
export function RoundIntegrity({ round, number }: { round: SeasonRound; number: number }) {
  const { t } = useTranslation('integrity');
  const language = useLanguage();
  const report = useIntegrityReport(round.id);
  const tally = useViewRoundTally();
  const release = useReleaseVotes(round.id);
  const textOf = useSignalText();
  const [signalsId, quarantinedId] = [useId(), useId()];
  const [quarantining, setQuarantining] = useState<IntegritySignal | null>(null);
  const [releasing, setReleasing] = useState<Releasing | null>(null);
  const [outcome, setOutcome] = useState('');
  const releaseGroup = useCallback((group: QuarantineGroup) => setReleasing({ group }), []);
  const sealed = round.seal !== null;
  const failure = release.isError ? release.error : tally.isError ? tally.error : null;

  const changed = (message: string) => {
    setOutcome(message);
    // A tally on screen follows the quarantine: it is read again, on the record.
    if (tally.data) tally.mutate(round.id);
  };
  const confirmRelease = () => {
    if (!releasing) return;
    const what = 'signal' in releasing ? { signal: releasing.signal.id } : { reason: releasing.group.reason };
    release.mutate(what, { onSuccess: ({ votes }) => changed(t('round.released', { count: votes })) });
  };
  const releaseText =
    releasing && ('signal' in releasing ? t('release.signalText', { count: releasing.signal.quarantined, signal: textOf(releasing.signal).title }) : t('release.groupText', { count: releasing.group.votes, reason: releasing.group.reason }));

  return (
    <div className="integrity-round">
      {sealed && <p className="integrity-round__sealed">{t('round.sealed')}</p>}
      <p className="integrity-round__outcome" role="status">
        {outcome}
      </p>
      <FormFailure message={failure && describeApiError(failure, language).message} />
      {report.isPending && <Spinner />}
      {report.isError && <LoadProblem namespace="integrity" error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && (
        <>
          <section className="backstage-section" aria-labelledby={signalsId}>
            <h2 className="backstage-section__title" id={signalsId}>
              {t('signals.title')}
            </h2>
            {report.data.signals.length === 0 ? (
              <p className="backstage-section__text">{t('signals.none')}</p>
            ) : (
              <div className="integrity-signals">
                {report.data.signals.map((signal) => (
                  <SignalCard key={signal.id} signal={signal} text={textOf(signal)} sealed={sealed} onQuarantine={() => setQuarantining(signal)} onRelease={() => setReleasing({ signal })} />
                ))}
              </div>
            )}
            {report.data.unlisted.map(({ kind, signals }) => (
              <p key={kind} className="backstage-section__text">
                {t('signals.unlisted', { count: signals, kind: t(`kinds.${kind}`) })}
              </p>
            ))}
          </section>
          <section className="backstage-section" aria-labelledby={quarantinedId}>
            <h2 className="backstage-section__title" id={quarantinedId}>
              {t('quarantined.title')}
            </h2>
            <QuarantinedTable groups={report.data.quarantined} sealed={sealed} onRelease={releaseGroup} />
          </section>
        </>
      )}
      <TallyPanel names={{ number, kind: t(`rounds.${round.kind}`) }} tally={tally.data} loading={tally.isPending} onView={() => tally.mutate(round.id)} onHide={() => tally.reset()} />
      {quarantining && (
        <QuarantineDialog
          roundId={round.id}
          signal={quarantining}
          text={textOf(quarantining)}
          onClose={() => setQuarantining(null)}
          onQuarantined={(votes) => {
            setQuarantining(null);
            changed(t('round.quarantined', { count: votes }));
          }}
        />
      )}
      <ConfirmDialog open={releasing !== null} title={t('release.title')} text={releaseText ?? ''} confirmLabel={t('release.confirm')} onConfirm={confirmRelease} onClose={() => setReleasing(null)} />
    </div>
  );
}
