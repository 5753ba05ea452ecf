import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JudgingSheet } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { backstagePath } from '@/lib/backstage-paths';
import { useFormat } from '@/lib/format';
import { useJudgingSheet } from '../api/get-judging-sheet';
import { ConflictDialog } from '../components/conflict-dialog';
import { NomineeCard } from '../components/nominee-card';
import { ProgressBar } from '../components/progress-bar';
import { isReadOnly, leftToScore } from '../tasks';
import { useNominationTitle } from '@/entities/nominations/use-nomination-title';
import './judging-sheet-page.css';

/**
 * A judge's scoring sheet for one nomination of a round: what is left to score, each nominee with
 * their moment and a score saved as it is chosen, and the way to declare a conflict of interest.
 * Read-only once the round is sealed or the judge abstains. It shows no votes and no other judge's
 * scores: the API sends none.
 */
export function JudgingSheetPage() {
  const { t } = useTranslation('jury');
  const params = useParams();
  const roundId = Number(params.roundId);
  const nominationId = Number(params.nominationId);
  const sheet = useJudgingSheet(roundId, nominationId);
  const nominationTitle = useNominationTitle();
  const back = (
    <Link className="back-link" to={backstagePath('BackstageJudging')}>
      <span aria-hidden="true">←</span> {t('sheet.back')}
    </Link>
  );

  if (sheet.isPending) return <Spinner />;
  if (sheet.isError) {
    const missing = sheet.error instanceof ApiError && sheet.error.status === 404;
    return (
      <Page title={t(missing ? 'sheet.notFound' : 'common.loadError')}>
        <div className="judging-sheet__problem">
          {!missing && (
            <button type="button" className="button button--ghost" onClick={() => void sheet.refetch()}>
              {t('common.retry')}
            </button>
          )}
          {back}
        </div>
      </Page>
    );
  }
  return <Sheet sheet={sheet.data} title={nominationTitle(nominationId)} back={back} />;
}

function Sheet({ sheet, title, back }: { sheet: JudgingSheet; title: string; back: ReactNode }) {
  const { t } = useTranslation('jury');
  const format = useFormat();
  const { task } = sheet;
  const readOnly = isReadOnly(task);
  const left = leftToScore(task);
  const [asking, setAsking] = useState(false);
  // Once declared, the button that opened the dialog is gone: the notice saying what changed takes focus.
  const [justDeclared, setJustDeclared] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justDeclared) notice.current?.focus();
  }, [justDeclared]);

  return (
    <Page kicker={t(`rounds.${task.roundKind}`)} title={title} lead={readOnly ? undefined : t('sheet.lead')}>
      <div className="judging-sheet">
        {back}
        <div className="backstage-panel judging-sheet__summary">
          <p className="judging-sheet__left" role="status">
            {task.conflictDeclaredAt ? t('progress.abstained') : task.sealed ? t('progress.sealed') : left > 0 ? t('sheet.left', { count: left }) : t('sheet.allScored')}
          </p>
          {!task.conflictDeclaredAt && <ProgressBar scored={task.scored} total={task.nominees} />}
          {!readOnly && (
            <button type="button" className="button button--ghost button--small judging-sheet__conflict" onClick={() => setAsking(true)}>
              {t('conflict.open')}
            </button>
          )}
        </div>
        {(task.conflictDeclaredAt || task.sealed) && (
          <div ref={notice} className="judging-sheet__notice" tabIndex={-1}>
            <p>
              <span aria-hidden="true" className="judging-sheet__notice-mark">
                !
              </span>{' '}
              {task.conflictDeclaredAt ? t('sheet.conflictNotice', { date: format.zoned(task.conflictDeclaredAt) }) : t('sheet.sealedNotice')}
            </p>
            {task.conflictDeclaredAt && sheet.conflictNote && (
              <p className="judging-sheet__note">
                {t('sheet.conflictNote')}: {sheet.conflictNote}
              </p>
            )}
          </div>
        )}
        {sheet.nominees.length === 0 ? (
          <p className="judging-sheet__empty">{t('sheet.empty')}</p>
        ) : (
          <div className="judging-sheet__nominees">
            {sheet.nominees.map((nominee) => (
              <NomineeCard key={nominee.id} roundId={task.roundId} nominationId={task.nominationId} nominee={nominee} readOnly={readOnly} />
            ))}
          </div>
        )}
      </div>
      <ConflictDialog
        open={asking}
        roundId={task.roundId}
        nominationId={task.nominationId}
        nominationTitle={title}
        onClose={() => setAsking(false)}
        onDeclared={() => setJustDeclared(true)}
      />
    </Page>
  );
}
