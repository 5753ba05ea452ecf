import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTally } from '@awards/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog/confirm-dialog';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { useFormat } from '@/lib/format';
import { useIntegrityFormats } from '../integrity-formats';
import { TallyTable } from './tally-table';

interface TallyPanelProps {
  /** The round's names, for the confirmation: its number and kind. */
  names: { number: number; kind: string };
  tally: RoundTally | undefined;
  loading: boolean;
  onView: () => void;
  onHide: () => void;
}

/**
 * The round's tally per nomination, before and after quarantine, shown only after a confirmation
 * that the view is on the record: before the reveal nobody sees the votes unseen.
 */
export function TallyPanel({ names, tally, loading, onView, onHide }: TallyPanelProps) {
  const { t } = useTranslation('integrity');
  const format = useFormat();
  const { list } = useIntegrityFormats();
  const nominationTitle = useNominationTitle();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  // A nomination nobody voted in is named, not drawn as a table of noughts.
  const voted = tally?.nominations.filter((nomination) => nomination.votes > 0) ?? [];
  const silent = tally?.nominations.filter((nomination) => nomination.votes === 0) ?? [];
  return (
    <section className="backstage-section" aria-labelledby={titleId}>
      <h2 className="backstage-section__title" id={titleId}>
        {t('tally.title')}
      </h2>
      <p className="backstage-section__text">{t('tally.text')}</p>
      <div className="backstage-section__actions">
        {tally ? (
          <button type="button" className="button button--ghost" onClick={onHide}>
            {t('tally.hide')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" disabled={loading} onClick={() => setAsking(true)}>
            {t(loading ? 'tally.loading' : 'tally.show')}
          </button>
        )}
      </div>
      {tally && tally.nominations.length === 0 && <p className="backstage-section__text">{t('tally.empty')}</p>}
      {voted.map((nomination) => {
        const name = nominationTitle(nomination.nominationId);
        return (
          <section key={nomination.nominationId} className="integrity-nomination">
            <h3 className="integrity-nomination__title">{name}</h3>
            <p className="backstage-section__text">{t('tally.summary', { votes: format.count(nomination.votes), counted: format.count(nomination.counted) })}</p>
            <TallyTable nominees={nomination.nominees} caption={t('tally.caption', { nomination: name })} />
          </section>
        );
      })}
      {silent.length > 0 && (
        <p className="backstage-section__text">{t('tally.noVotes', { nominations: list(silent.map((nomination) => t('tally.quoted', { title: nominationTitle(nomination.nominationId) }))) })}</p>
      )}
      <ConfirmDialog open={asking} title={t('tally.confirmTitle', names)} text={t('tally.confirmText')} confirmLabel={t('tally.confirm')} onConfirm={onView} onClose={() => setAsking(false)} />
    </section>
  );
}
