import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryCandidate } from '@awards/contracts';
import { ExternalLink } from '@/components/external-link/external-link';
import { nomineeAnchor } from './nominee-row';

interface EntryCandidatesProps {
  candidates: readonly EntryCandidate[];
  /** The candidate being added: its button waits. */
  addingKey: string | null;
  onAdd: (candidate: EntryCandidate) => void;
}

/**
 * Approved entries of the nomination, one row per streamer page: "Add", or, for a streamer
 * who already is a nominee of the round, a link to their row on the list.
 */
export function EntryCandidates({ candidates, addingKey, onAdd }: EntryCandidatesProps) {
  const { t } = useTranslation('rounds');
  return (
    <div className="add-nominees__body">
      <p className="add-nominees__lead">{t('entries.lead')}</p>
      {candidates.length === 0 ? (
        <p className="add-nominees__empty">{t('entries.empty')}</p>
      ) : (
        <ul className="candidate-list">
          {candidates.map((candidate) => (
            <li key={candidate.pageKey} className="candidate-list__item">
              <div className="candidate-list__who">
                <span className="candidate-list__nickname" title={candidate.nickname}>
                  {candidate.nickname}
                </span>
                <span className="candidate-list__facts">
                  <ExternalLink href={candidate.linkToPage}>{t('common.page')}</ExternalLink>
                  <span>{t('nominee.entries', { count: candidate.entries })}</span>
                </span>
              </div>
              {candidate.nomineeId === null ? (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t('entries.addLabel', { nickname: candidate.nickname })}
                  disabled={addingKey !== null}
                  onClick={() => onAdd(candidate)}
                >
                  {t('entries.add')}
                </button>
              ) : (
                <NomineeLink nomineeId={candidate.nomineeId} label={t('entries.nomineeLabel', { nickname: candidate.nickname })}>
                  {t('entries.nominee')}
                </NomineeLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A link to a nominee's row that also hands it the focus, so the keyboard goes on from there. */
function NomineeLink({ nomineeId, label, children }: { nomineeId: number; label: string; children: ReactNode }) {
  const anchor = nomineeAnchor(nomineeId);
  return (
    <a className="candidate-list__nominee" href={`#${anchor}`} aria-label={label} onClick={() => document.getElementById(anchor)?.focus()}>
      {children}
    </a>
  );
}
