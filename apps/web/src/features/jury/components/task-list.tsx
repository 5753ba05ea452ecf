import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JudgingTask } from '@awards/contracts';
import { Badge } from '@/components/ui/badge/badge';
import { backstagePath } from '@/lib/backstage-paths';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { ProgressBar } from './progress-bar';
import './task-list.css';

/** The tasks of one round, in the order the API gives them. */
function byRound(tasks: JudgingTask[]): JudgingTask[][] {
  const rounds = new Map<number, JudgingTask[]>();
  for (const task of tasks) rounds.set(task.roundId, [...(rounds.get(task.roundId) ?? []), task]);
  return [...rounds.values()];
}

/** The judge's nominations, round by round: each opens its sheet and shows how far the judge has come there. */
export function TaskList({ tasks }: { tasks: JudgingTask[] }) {
  return (
    <div className="task-list">
      {byRound(tasks).map((round) => (
        <RoundTasks key={round[0]!.roundId} tasks={round} />
      ))}
    </div>
  );
}

function RoundTasks({ tasks }: { tasks: JudgingTask[] }) {
  const { t } = useTranslation('jury');
  const nominationTitle = useNominationTitle();
  const headingId = useId();
  return (
    <section className="task-list__round" aria-labelledby={headingId}>
      <h2 id={headingId} className="task-list__heading">
        {t(`rounds.${tasks[0]!.roundKind}`)}
      </h2>
      <ul className="task-list__items">
        {tasks.map((task) => (
          <li key={task.nominationId} className="task-card">
            <Link className="task-card__link" to={backstagePath('BackstageJudgingSheet', { roundId: task.roundId, nominationId: task.nominationId })}>
              {nominationTitle(task.nominationId)}
            </Link>
            {task.conflictDeclaredAt ? (
              <Badge as="p" tone="muted" wrap>{t('progress.abstained')}</Badge>
            ) : (
              <ProgressBar scored={task.scored} total={task.nominees} />
            )}
            {task.sealed && <Badge as="p" tone="muted" wrap>{t('progress.sealed')}</Badge>}
          </li>
        ))}
      </ul>
    </section>
  );
}
