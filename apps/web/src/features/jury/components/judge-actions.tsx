import { useTranslation } from 'react-i18next';
import type { Judge } from '@awards/contracts';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useRemindJudge } from '../api/remind-judge';
import { useSetUpJudge } from '../api/set-up-judge';
import { sameSetup, setupOf } from '../jury-setup';
import { leftToScore } from '../tasks';
import { useJuryTable } from './jury-table-context';

/** A judge's Save (their setup, once edited) and Send reminder (while anything is left), with what came of the last one. */
export function JudgeActions({ judge }: { judge: Judge }) {
  const { t } = useTranslation('jury');
  const language = useLanguage();
  const { setupFor, forget } = useJuryTable();
  const save = useSetUpJudge();
  const remind = useRemindJudge();
  const setup = setupFor(judge);
  const edited = !sameSetup(setup, setupOf(judge));
  const left = judge.tasks.reduce((sum, task) => sum + leftToScore(task), 0);

  // The outcome of whichever was pressed last; pressing one clears the other's.
  const last = save.isIdle ? remind : remind.isIdle ? save : save.submittedAt > remind.submittedAt ? save : remind;
  const outcome = last.isError
    ? { tone: 'error', text: describeApiError(last.error, language).message }
    : last.isSuccess
      ? { tone: 'done', text: last === save ? t('jury.saved', { name: judge.name }) : t('jury.reminded', { email: judge.email }) }
      : null;

  return (
    <div className="jury-table__actions">
      <button
        type="button"
        className="button button--primary button--small"
        disabled={!edited || save.isPending}
        aria-label={t('jury.saveLabel', { name: judge.name })}
        onClick={() => save.mutate({ userId: judge.userId, setup }, { onSuccess: () => forget(judge) })}
      >
        {t('jury.save')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={left === 0 || remind.isPending}
        aria-label={t('jury.remindLabel', { name: judge.name })}
        onClick={() => remind.mutate(judge.userId)}
      >
        {t('jury.remind')}
      </button>
      {left === 0 && <p className="jury-table__muted">{t('jury.nothingLeft')}</p>}
      <p className={`jury-table__outcome${outcome ? ` is-${outcome.tone}` : ''}`} role="status">
        {outcome && (
          <>
            <span aria-hidden="true">{outcome.tone === 'error' ? '! ' : '✓ '}</span>
            {outcome.text}
          </>
        )}
      </p>
    </div>
  );
}
