import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackstageNominee } from '@awards/contracts';
import { SortableList, type SortableWords } from '@/components/backstage/sortable-list/sortable-list';
import { FixedNomineeRow, NomineeDetails } from './nominee-row';
import './nominee-list.css';

interface NomineeListProps {
  nominees: readonly BackstageNominee[];
  readOnly: boolean;
  /** A nominee on its way out: its Remove button waits. */
  removingId: number | null;
  onReorder: (nomineeIds: number[]) => void;
  onRemove: (nominee: BackstageNominee) => void;
}

/**
 * The nominees in the order the voting page shows them. An open list reorders by dragging a
 * handle, by the keyboard on it (Space, the arrows, Space), or a step at a time with the buttons;
 * a sealed round's list only shows.
 */
export function NomineeList({ nominees, readOnly, removingId, onReorder, onRemove }: NomineeListProps) {
  const { t } = useTranslation('rounds');
  const nickname = useCallback((nominee: BackstageNominee) => nominee.nickname, []);
  const words = useMemo<SortableWords>(
    () => ({
      roleDescription: t('drag.roleDescription'),
      instructions: t('drag.instructions'),
      announce: (moment, { name, position, total }) => t(`drag.${moment}`, { nickname: name, position, total }),
      handle: (name) => t('nominee.drag', { nickname: name }),
      moveUp: (name) => t('nominee.moveUp', { nickname: name }),
      moveDown: (name) => t('nominee.moveDown', { nickname: name }),
    }),
    [t],
  );

  if (nominees.length === 0) return <p className="sortable-list__note">{t(readOnly ? 'board.emptySealed' : 'board.empty')}</p>;
  if (readOnly) {
    return (
      <ol className="sortable-list">
        {nominees.map((nominee, index) => (
          <FixedNomineeRow key={nominee.id} nominee={nominee} position={index + 1} />
        ))}
      </ol>
    );
  }

  return (
    <>
      <p className="sortable-list__note">{t('order.hint')}</p>
      <SortableList
        items={nominees}
        nameOf={nickname}
        words={words}
        onReorder={onReorder}
        rowClassName="nominee-row"
        actions={(nominee) => (
          <button
            type="button"
            className="button button--ghost button--small nominee-row__remove"
            aria-label={t('nominee.removeLabel', { nickname: nominee.nickname })}
            disabled={removingId === nominee.id}
            onClick={() => onRemove(nominee)}
          >
            {t('nominee.remove')}
          </button>
        )}
      >
        {(nominee, position) => <NomineeDetails nominee={nominee} position={position} />}
      </SortableList>
    </>
  );
}
