import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SeasonRound } from '@awards/contracts';
import { FormField } from '@/components/form/form-field';
import { Page } from '@/components/layout/page';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useSeason } from '@/entities/season/get-season';
import { localZoneName } from '@/entities/season/local-zone';
import { RoundIntegrity } from '../components/round-integrity';
import './integrity-page.css';

/** The round an organiser most likely watches: the open one, else the first not sealed yet, else the last. */
const roundToWatch = (rounds: readonly SeasonRound[]) => rounds.find((round) => round.status === 'open') ?? rounds.find((round) => !round.seal) ?? rounds.at(-1);

/** A positive id from the address, or undefined. */
const idFrom = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/** The integrity console: pick a voting round (kept in the address, `?round=2`), then read its signals, quarantine and tally. */
export function IntegrityPage() {
  const { t, i18n } = useTranslation('integrity');
  const [search, setSearch] = useSearchParams();
  const season = useSeason();
  const rounds = season.data?.rounds ?? [];
  const chosen = idFrom(search.get('round'));
  const round = rounds.find((candidate) => candidate.id === chosen) ?? roundToWatch(rounds);
  return (
    <Page title={t('page.title')} lead={t('page.lead')}>
      {season.isPending && <Spinner />}
      {season.isError && <LoadProblem namespace="integrity" error={season.error} onRetry={() => void season.refetch()} />}
      {season.isSuccess && rounds.length === 0 && <p>{t('page.noRounds')}</p>}
      {round && (
        <div className="integrity-page">
          <div className="backstage-panel integrity-page__picker">
            <FormField label={t('page.round')}>
              {(control) => (
                <select className="form-field__input" {...control} value={round.id} onChange={(event) => setSearch({ round: event.target.value })}>
                  {rounds.map((option, index) => (
                    <option key={option.id} value={option.id}>
                      {t('page.roundOption', { number: index + 1, kind: t(`rounds.${option.kind}`), status: t(option.seal ? 'status.sealed' : `status.${option.status}`) })}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <p className="integrity-page__zone">{t('common.zone', { zone: localZoneName(i18n.language) })}</p>
          </div>
          <RoundIntegrity key={round.id} round={round} number={rounds.indexOf(round) + 1} />
        </div>
      )}
    </Page>
  );
}
