import { useCallback, useEffect, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useDragAccessibility, type SortableWords } from './drag-accessibility';
import './sortable-list.css';

export type { DragMoment, DragPlace, SortableWords } from './drag-accessibility';

interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The row's name for its buttons and for screen readers: keep it a stable function. */
  nameOf: (item: T) => string;
  /** Keep it a stable object (useMemo on the language). */
  words: SortableWords;
  onReorder: (ids: number[]) => void;
  /** The list's own classes, beside `sortable-list`. */
  className?: string;
  /** A row's own classes, beside `sortable-row`: its layout places the handle and the buttons. */
  rowClassName?: string;
  /** What a row shows between its handle and its buttons. */
  children: (item: T, position: number) => ReactNode;
  /** More buttons of a row, after its step buttons (Remove). */
  actions?: (item: T) => ReactNode;
}

/**
 * A list whose order is the organiser's to set: each row moves by its handle, dragged or with the
 * keyboard on it (Space, the arrows, Space; told to screen readers in the words given), or a step at
 * a time with its buttons. The list reports each new order; showing it is the caller's.
 */
export function SortableList<T extends { id: number }>({ items, nameOf, words, onReorder, className = '', rowClassName = '', children, actions }: SortableListProps<T>) {
  const accessibility = useDragAccessibility(items, nameOf, words);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map((item) => item.id);

  // A step button's row changes place under it: the focus goes back to that button (or, at an end, its twin).
  const stepButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<number | null>(null);
  const stepRef = useCallback(
    (id: number, by: -1 | 1) => (element: HTMLButtonElement | null) => {
      if (element) stepButtons.current.set(`${id}:${by}`, element);
      else stepButtons.current.delete(`${id}:${by}`);
    },
    [],
  );
  useEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    refocus.current = null;
    const [up, down] = [stepButtons.current.get(`${id}:-1`), stepButtons.current.get(`${id}:1`)];
    const focused = document.activeElement;
    if (focused === up || focused === down) return;
    (up && !up.disabled ? up : down)?.focus();
  }, [items]);

  const step = (id: number, by: -1 | 1) => {
    const from = ids.indexOf(id);
    refocus.current = id;
    onReorder(arrayMove(ids, from, from + by));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={`sortable-list ${className}`.trim()}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} name={nameOf(item)} words={words} className={rowClassName} first={index === 0} last={index === items.length - 1} onStep={step} stepRef={stepRef} actions={actions?.(item)}>
              {children(item, index + 1)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: number;
  name: string;
  words: SortableWords;
  className: string;
  first: boolean;
  last: boolean;
  onStep: (id: number, by: -1 | 1) => void;
  stepRef: (id: number, by: -1 | 1) => Ref<HTMLButtonElement>;
  actions: ReactNode;
  children: ReactNode;
}

function SortableRow({ id, name, words, className, first, last, onStep, stepRef, actions, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, attributes: { roleDescription: words.roleDescription } });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={['sortable-row', className, isDragging ? 'is-dragging' : ''].filter(Boolean).join(' ')}>
      <button ref={setActivatorNodeRef} type="button" className="sortable-row__handle" aria-label={words.handle(name)} {...attributes} {...listeners}>
        <GripIcon />
      </button>
      {children}
      <div className="sortable-row__actions">
        <button ref={stepRef(id, -1)} type="button" className="icon-button sortable-row__step" aria-label={words.moveUp(name)} disabled={first} onClick={() => onStep(id, -1)}>
          <ArrowIcon up />
        </button>
        <button ref={stepRef(id, 1)} type="button" className="icon-button sortable-row__step" aria-label={words.moveDown(name)} disabled={last} onClick={() => onStep(id, 1)}>
          <ArrowIcon />
        </button>
        {actions}
      </div>
    </li>
  );
}

const GripIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

const ArrowIcon = ({ up = false }: { up?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
  </svg>
);
