import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { BackstageNominee } from '@awards/contracts';
import { useDragAccessibility } from './drag-accessibility';
import { FixedNomineeRow, SortableNomineeRow } from './nominee-row';
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
  const { t } = useTranslation('nominees');
  const accessibility = useDragAccessibility(nominees);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = nominees.map((nominee) => nominee.id);

  // A move button's row changes place under it: the focus goes back to that button (or, at an end, its twin).
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<number | null>(null);
  const moveRef = useCallback(
    (nominee: BackstageNominee, by: -1 | 1) => (element: HTMLButtonElement | null) => {
      if (element) moveButtons.current.set(`${nominee.id}:${by}`, element);
      else moveButtons.current.delete(`${nominee.id}:${by}`);
    },
    [],
  );
  useEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    const [up, down] = [moveButtons.current.get(`${id}:-1`), moveButtons.current.get(`${id}:1`)];
    const focused = document.activeElement;
    if (focused === up || focused === down) return;
    (up && !up.disabled ? up : down)?.focus();
  }, [nominees]);

  if (nominees.length === 0) return <p className="nominee-list__empty">{t(readOnly ? 'board.emptySealed' : 'board.empty')}</p>;
  if (readOnly) {
    return (
      <ol className="nominee-list">
        {nominees.map((nominee, index) => (
          <FixedNomineeRow key={nominee.id} nominee={nominee} position={index + 1} />
        ))}
      </ol>
    );
  }

  const move = (nominee: BackstageNominee, by: -1 | 1) => {
    const from = ids.indexOf(nominee.id);
    refocus.current = nominee.id;
    onReorder(arrayMove(ids, from, from + by));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <>
      <p className="nominee-list__hint">{t('order.hint')}</p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="nominee-list">
            {nominees.map((nominee, index) => (
              <SortableNomineeRow
                key={nominee.id}
                nominee={nominee}
                position={index + 1}
                total={nominees.length}
                busy={removingId === nominee.id}
                onMove={move}
                onRemove={onRemove}
                moveRef={moveRef}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}
