import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackstageNominee } from '@awards/contracts';
import { FormFailure } from '@/components/form/form-failure';
import { Spinner } from '@/components/ui/spinner/spinner';
import { ApiError } from '@/lib/api-client';
import { describeApiError } from '@/lib/describe-api-error';
import { useLanguage } from '@/lib/i18n';
import { useNomineeBoard } from '../api/get-nominee-board';
import { useOrderNominees } from '../api/order-nominees';
import { useRemoveNominee } from '../api/remove-nominee';
import { AddNominees } from './add-nominees';
import { NomineeList } from './nominee-list';
import { RemoveDialog } from './remove-dialog';
import './nominee-board.css';

interface NomineeBoardProps {
  roundId: number;
  nominationId: number;
  nominationTitle: string;
}

/**
 * One round's nominees in one nomination: the list in order, and the ways to add more. A sealed
 * round only shows. Removing a nominee with votes asks first, since it voids them.
 */
export function NomineeBoard({ roundId, nominationId, nominationTitle }: NomineeBoardProps) {
  const { t } = useTranslation('rounds');
  const language = useLanguage();
  const board = useNomineeBoard(roundId, nominationId);
  const order = useOrderNominees(roundId, nominationId);
  const remove = useRemoveNominee(roundId, nominationId);
  const [confirming, setConfirming] = useState<BackstageNominee | null>(null);
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  if (board.isPending) return <Spinner />;
  if (board.isError) {
    const missing = board.error instanceof ApiError && board.error.status === 404;
    return (
      <div className="nominee-board__problem">
        <p role="alert">{missing ? t('board.notFound') : `${t('common.loadError')} ${describeApiError(board.error, language).message}`}</p>
        {!missing && (
          <button type="button" className="button button--ghost" onClick={() => void board.refetch()}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }

  const { round, nominees } = board.data;
  const readOnly = round.sealed;

  const reorder = (nomineeIds: number[]) => {
    setNotice(t('order.saving'));
    order.mutate(nomineeIds, { onSuccess: () => setNotice(t('order.saved')), onError: () => setNotice('') });
  };

  const removeNow = (nominee: BackstageNominee, voidVotes: boolean) =>
    remove.mutate(
      { nomineeId: nominee.id, voidVotes },
      {
        onSuccess: () => {
          setNotice(t('remove.done', { nickname: nominee.nickname }));
          // The row and its button are gone: the list's heading takes the focus.
          heading.current?.focus();
        },
        // Someone voted while the page was open: ask, as for a nominee known to have votes.
        onError: (error) => {
          if (describeApiError(error, language).code === 'nominee_has_votes') {
            remove.reset();
            setConfirming(nominee);
          }
        },
      },
    );

  const failure = order.isError ? t('order.failed', { reason: describeApiError(order.error, language).message }) : remove.isError ? describeApiError(remove.error, language).message : null;

  return (
    <div className={`nominee-board${readOnly ? ' nominee-board--sealed' : ''}`}>
      {readOnly && <p className="nominee-board__note">{t('board.sealed')}</p>}
      {!readOnly && round.status === 'open' && <p className="nominee-board__note">{t('board.open')}</p>}
      <section className="backstage-panel nominee-board__list" aria-labelledby={headingId}>
        <h2 className="nominee-board__title" id={headingId} ref={heading} tabIndex={-1}>
          {t('board.title', { nomination: nominationTitle })}{' '}
          <span className="nominee-board__count">{t('board.count', { count: nominees.length })}</span>
        </h2>
        <NomineeList
          nominees={nominees}
          readOnly={readOnly}
          removingId={remove.isPending ? remove.variables.nomineeId : null}
          onReorder={reorder}
          onRemove={(nominee) => (nominee.hasVotes ? setConfirming(nominee) : removeNow(nominee, false))}
        />
        <p className="nominee-board__status" role="status">
          {notice}
        </p>
        <FormFailure message={failure} />
      </section>
      {!readOnly && <AddNominees board={board.data} onNotice={setNotice} />}
      <RemoveDialog nominee={confirming} onConfirm={(nominee) => removeNow(nominee, true)} onClose={() => setConfirming(null)} />
    </div>
  );
}
