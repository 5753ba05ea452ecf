import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Judge } from '@awards/contracts';
import { useFormat } from '@/lib/format';
import { isAssigned, withRound, type AssignableRound } from '../jury-setup';
import { useJuryTable } from './jury-table-context';
import './assignment-checklist.css';

/** A judge's nominations to score, round by round: each round folds into one line saying how many, and opens to a checklist with "All". */
export function AssignmentChecklist({ judge }: { judge: Judge }) {
  const { t } = useTranslation('jury');
  const { rounds } = useJuryTable();
  if (rounds.length === 0) return <p className="assignments__none">{t('jury.assign.noRounds')}</p>;
  return (
    <div className="assignments">
      {rounds.map((round) => (
        <RoundChecklist key={round.id} judge={judge} round={round} />
      ))}
    </div>
  );
}

function RoundChecklist({ judge, round }: { judge: Judge; round: AssignableRound }) {
  const { t } = useTranslation('jury');
  const format = useFormat();
  const { nominations, setupFor, edit } = useJuryTable();
  const legendId = useId();
  const setup = setupFor(judge);
  const chosen = nominations.filter((nomination) => isAssigned(setup, round.id, nomination.id)).map((nomination) => nomination.id);
  const all = nominations.length > 0 && chosen.length === nominations.length;
  const roundName = t(`rounds.${round.kind}`);
  const choose = (ids: readonly number[]) => edit(judge, withRound(setup, round.id, ids));

  return (
    <details className="assignments__round">
      <summary className="assignments__summary">
        {t('jury.assign.summary', { round: roundName, chosen: format.count(chosen.length), total: format.count(nominations.length) })}
        {round.sealed && <span className="assignments__sealed"> · {t('progress.sealed')}</span>}
      </summary>
      <fieldset className="assignments__list" aria-labelledby={legendId} disabled={round.sealed}>
        <legend id={legendId} className="visually-hidden">
          {t('jury.assign.legend', { round: roundName, name: judge.name })}
        </legend>
        <label className="form-check assignments__all">
          <input
            type="checkbox"
            className="form-check__box"
            checked={all}
            ref={(box) => {
              if (box) box.indeterminate = chosen.length > 0 && !all;
            }}
            onChange={() => choose(all ? [] : nominations.map((nomination) => nomination.id))}
          />
          <span className="form-check__label">{t('jury.assign.all')}</span>
        </label>
        {nominations.map((nomination) => (
          <label key={nomination.id} className="form-check">
            <input
              type="checkbox"
              className="form-check__box"
              checked={chosen.includes(nomination.id)}
              onChange={(event) => choose(event.target.checked ? [...chosen, nomination.id] : chosen.filter((id) => id !== nomination.id))}
            />
            <span className="form-check__label">{nomination.title}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
