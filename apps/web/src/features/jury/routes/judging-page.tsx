import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useJudgingTasks } from '../api/list-judging-tasks';
import { TaskList } from '../components/task-list';
import './judging-page.css';

/** A judge's nominations to score, round by round, each with its progress. */
export function JudgingPage() {
  const { t } = useTranslation('jury');
  const language = useLanguage();
  const tasks = useJudgingTasks();
  return (
    <Page title={t('tasks.title')} lead={t('tasks.lead')}>
      {tasks.isPending && <Spinner />}
      {tasks.isError && (
        <div className="judging-page__problem">
          <p role="alert">{describeApiError(tasks.error, language).message}</p>
          <button type="button" className="button button--ghost" onClick={() => void tasks.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {tasks.data && (tasks.data.items.length === 0 ? <p className="judging-page__empty">{t('tasks.empty')}</p> : <TaskList tasks={tasks.data.items} />)}
    </Page>
  );
}
