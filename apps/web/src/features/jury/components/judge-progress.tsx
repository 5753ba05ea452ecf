import { useTranslation } from 'react-i18next';
import type { Judge } from '@awards/contracts';
import { Badge } from '@/components/ui/badge/badge';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import { ProgressBar } from './progress-bar';

/** How far a judge has come in each task, as the server last said. */
export function JudgeProgress({ judge }: { judge: Judge }) {
  const { t } = useTranslation('jury');
  const nominationTitle = useNominationTitle();
  if (judge.tasks.length === 0) return <p className="jury-table__muted">{t('jury.progress.none')}</p>;
  return (
    <ul className="jury-table__tasks">
      {judge.tasks.map((task) => (
        <li key={`${task.roundId}:${task.nominationId}`} className="jury-table__task">
          <span className="jury-table__task-name">
            {t(`rounds.${task.roundKind}`)} · {nominationTitle(task.nominationId)}
          </span>
          {task.conflictDeclaredAt ? <Badge tone="muted" line="dashed" wrap>{t('progress.abstained')}</Badge> : <ProgressBar scored={task.scored} total={task.nominees} compact />}
        </li>
      ))}
    </ul>
  );
}
