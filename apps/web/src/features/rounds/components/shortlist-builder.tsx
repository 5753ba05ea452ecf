import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandingCandidate } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { CheckboxField, TextField } from '@/components/form/form-field';
import { Badge } from '@/components/ui/badge/badge';
import { describeApiError } from '@/lib/describe-api-error';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useBuildShortlist } from '../api/build-shortlist';
import { rowsAtCut, shortlistRequest, type CandidateRow } from '../shortlist-selection';

const DEFAULT_SIZE = 5;

interface ShortlistBuilderProps {
  roundId: number;
  nominationId: number;
  /** The longlist's sealed standings in the nomination, best first. */
  candidates: readonly StandingCandidate[];
  onBuilt: () => void;
}

/**
 * The shortlist from the longlist's standings: "top N" takes the first N; those tied with the Nth
 * below the cut are marked and the organiser ticks which to take; anyone else below can be ticked
 * as a jury wildcard. Nominees already on the list stay as they are.
 */
export function ShortlistBuilder({ roundId, nominationId, candidates, onBuilt }: ShortlistBuilderProps) {
  const { t, i18n } = useTranslation('rounds');
  const language = useLanguage();
  const format = useFormat();
  const build = useBuildShortlist(roundId, nominationId);
  const [sizeText, setSizeText] = useState(String(Math.min(DEFAULT_SIZE, candidates.length)));
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const result = useMemo(() => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [i18n.language]);

  const size = Number(sizeText);
  const sizeValid = Number.isInteger(size) && size >= 1 && size <= candidates.length;
  const rows = rowsAtCut(candidates, sizeValid ? size : 0);
  const request = shortlistRequest(rows, size, ticked);
  const adding = rows.filter((row) => row.place === 'top').length + request.also.length + request.wildcards.length;
  const failure = build.isError ? describeApiError(build.error, language).message : null;

  const tick = (nomineeId: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(nomineeId);
      else next.delete(nomineeId);
      return next;
    });

  const choice = ({ candidate, place }: CandidateRow) => {
    const { nickname, nomineeId } = candidate;
    if (place === 'chosen') return <span className="standing-row__state">{t('standings.chosen')}</span>;
    if (place === 'top') return <span className="standing-row__state standing-row__state--in">{t('standings.top', { size: format.count(size) })}</span>;
    const label = place === 'tie' ? t('standings.take') : t('standings.wildcard');
    const name = place === 'tie' ? t('standings.takeLabel', { nickname }) : t('standings.wildcardLabel', { nickname });
    return <CheckboxField label={label} aria-label={name} checked={ticked.has(nomineeId)} onChange={(event) => tick(nomineeId, event.target.checked)} />;
  };

  return (
    <form
      className="add-nominees__body shortlist-builder"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sizeValid || adding === 0 || build.isPending) return;
        build.mutate(request, {
          onSuccess: () => {
            setTicked(new Set());
            onBuilt();
          },
        });
      }}
    >
      <p className="add-nominees__lead">{t('standings.lead')}</p>
      <p className="add-nominees__audit">
        <span aria-hidden="true" className="add-nominees__mark">
          !
        </span>{' '}
        {t('standings.audit')}
      </p>
      {candidates.length === 0 ? (
        <p className="add-nominees__empty">{t('standings.empty')}</p>
      ) : (
        <>
          <TextField
            className="shortlist-builder__size"
            label={t('standings.size')}
            hint={t('standings.sizeHint', { total: format.count(candidates.length) })}
            type="number"
            inputMode="numeric"
            min={1}
            max={candidates.length}
            value={sizeText}
            error={sizeValid ? undefined : t('standings.sizeInvalid', { total: format.count(candidates.length) })}
            onChange={(event) => setSizeText(event.target.value)}
          />
          <ol className="standing-list" aria-label={t('standings.caption')}>
            {rows.map((row) => (
              <li key={row.candidate.nomineeId} className={`standing-row standing-row--${row.place}`}>
                <span className="standing-row__rank">{t('standings.rank', { rank: format.count(row.candidate.rank) })}</span>
                <span className="standing-row__who">
                  <span className="standing-row__nickname" title={row.candidate.nickname}>
                    {row.candidate.nickname}
                  </span>
                  <span className="standing-row__result">{t('standings.result', { result: result.format(row.candidate.result) })}</span>
                  {row.tiedAtCut && <Badge tone="negative">{t('standings.tiedAtCut')}</Badge>}
                </span>
                <span className="standing-row__choice">{choice(row)}</span>
              </li>
            ))}
          </ol>
          <FormFailure message={failure} />
          <div className="shortlist-builder__submit">
            <p className="shortlist-builder__summary" aria-live="polite">
              {sizeValid && t('standings.summary', { count: adding })}
            </p>
            <button type="submit" className="button button--primary" disabled={!sizeValid || adding === 0 || build.isPending}>
              {t(build.isPending ? 'standings.building' : 'standings.submit')}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
