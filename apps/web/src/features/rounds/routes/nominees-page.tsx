import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SeasonRound } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { LoadProblem } from '@/components/ui/load-problem/load-problem';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useNominations } from '@/entities/nominations/get-nominations';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { useSeason } from '@/entities/season/get-season';
import { BoardPicker, type BoardChoice } from '../components/board-picker';
import { NomineeBoard } from '../components/nominee-board';

/** The round an organiser most likely prepares: the first not sealed yet, else the last one. */
const roundToPrepare = (rounds: readonly SeasonRound[]) => rounds.find((round) => !round.seal) ?? rounds.at(-1);

/** A positive id from the address, or undefined. */
const idFrom = (value: string | null) => (value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/**
 * The organisers' nominees: pick a voting round and a nomination (kept in the address:
 * `?round=2&nomination=5`), then order the nominees, remove them, and add more from approved
 * entries, by hand or from the longlist's standings.
 */
export function NomineesPage() {
  const { t } = useTranslation('rounds');
  const [search, setSearch] = useSearchParams();
  const season = useSeason();
  const nominations = useNominations();
  const titleOf = useNominationTitle();
  const rounds = season.data?.rounds ?? [];
  const roundId = idFrom(search.get('round')) ?? roundToPrepare(rounds)?.id;
  const nominationId = idFrom(search.get('nomination')) ?? nominations.data?.[0]?.id;
  const failed = season.isError ? season.error : nominations.isError ? nominations.error : null;

  const choose = ({ roundId: round, nominationId: nomination }: BoardChoice) => setSearch({ round: String(round), nomination: String(nomination) });

  return (
    <Page title={t('page.title')} lead={t('page.lead')}>
      {(season.isPending || nominations.isPending) && <Spinner />}
      {failed && <LoadProblem namespace="rounds" error={failed} onRetry={() => void (season.isError ? season.refetch() : nominations.refetch())} />}
      {season.isSuccess && rounds.length === 0 && <p>{t('picker.noRounds')}</p>}
      {season.isSuccess && nominations.isSuccess && roundId !== undefined && nominationId !== undefined && (
        <>
          <BoardPicker rounds={rounds} nominations={nominations.data} roundId={roundId} nominationId={nominationId} onChange={choose} />
          <NomineeBoard key={`${roundId}-${nominationId}`} roundId={roundId} nominationId={nominationId} nominationTitle={titleOf(nominationId)} />
        </>
      )}
    </Page>
  );
}
