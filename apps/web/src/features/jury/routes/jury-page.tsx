import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Judge, JudgeSetup } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useNominations } from '@/entities/nominations/get-nominations';
import { backstagePath } from '@/lib/backstage-paths';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useJury } from '../api/get-jury';
import { useSeasonRounds } from '../api/get-season-rounds';
import { JudgesTable } from '../components/judges-table';
import { JuryTableContext, type JuryTableContextValue } from '../components/jury-table-context';
import { assignableRounds, setupOf } from '../jury-setup';
import './jury-page.css';

const NO_ROUNDS: never[] = [];

/**
 * The organisers' jury: each judge's jury member, their nominations in each round, their progress,
 * and a reminder mail. Judges are accounts with the judge role, granted on the Staff page.
 */
export function JuryPage() {
  const { t } = useTranslation('jury');
  const language = useLanguage();
  const jury = useJury();
  const season = useSeasonRounds();
  const nominations = useNominations();
  const [drafts, setDrafts] = useState<ReadonlyMap<number, JudgeSetup>>(new Map());

  const edit = useCallback((judge: Judge, setup: JudgeSetup) => setDrafts((current) => new Map(current).set(judge.userId, setup)), []);
  const forget = useCallback(
    (judge: Judge) =>
      setDrafts((current) => {
        const next = new Map(current);
        next.delete(judge.userId);
        return next;
      }),
    [],
  );
  const overview = jury.data;
  const context = useMemo<JuryTableContextValue | null>(
    () =>
      overview
        ? {
            rounds: assignableRounds(season.data ?? NO_ROUNDS, overview.judges),
            nominations: nominations.data ?? [],
            juryMembers: overview.juryMembers,
            linkedTo: new Map(overview.judges.filter((judge) => judge.juryMemberId !== null).map((judge) => [judge.juryMemberId!, judge])),
            setupFor: (judge) => drafts.get(judge.userId) ?? setupOf(judge),
            edit,
            forget,
          }
        : null,
    [overview, season.data, nominations.data, drafts, edit, forget],
  );

  return (
    <Page title={t('jury.title')} lead={t('jury.lead')}>
      {jury.isPending && <Spinner />}
      {jury.isError && (
        <div className="jury-page__problem">
          <p role="alert">{describeApiError(jury.error, language).message}</p>
          <button type="button" className="button button--ghost" onClick={() => void jury.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {context &&
        overview &&
        (overview.judges.length === 0 ? (
          <div className="backstage-panel jury-page__none">
            <p>{t('jury.noJudges')}</p>
            <Link className="button button--ghost" to={backstagePath('BackstageStaff')}>
              {t('jury.toStaff')}
            </Link>
          </div>
        ) : (
          <JuryTableContext value={context}>
            <JudgesTable judges={overview.judges} />
          </JuryTableContext>
        ))}
    </Page>
  );
}
