import { useMemo, useRef } from 'react';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** A moment of a move, as a screen reader is told it. */
export type DragMoment = 'picked' | 'over' | 'dropped' | 'cancelled';

/** A row named and placed: "GiggleGrenade", place 2 of 5. */
export interface DragPlace {
  name: string;
  position: number;
  total: number;
}

/** The words of a sortable list, in the language shown: its feature's catalogue says what its rows are. */
export interface SortableWords {
  /** What a screen reader calls a row's handle ("movable nominee"). */
  roleDescription: string;
  /** How to move a row with the keyboard, read with each handle. */
  instructions: string;
  announce: (moment: DragMoment, place: DragPlace) => string;
  /** The handle's name ("Move GiggleGrenade"), and the step buttons'. */
  handle: (name: string) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
}

/**
 * What a screen reader hears while a row is moved: dnd-kit's own words are English and name rows
 * by their ids, so each moment is told with the row's name and its place ("2 of 5") instead.
 */
export function useDragAccessibility<T extends { id: number }>(
  items: readonly T[],
  nameOf: (item: T) => string,
  words: SortableWords,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  // A pick-up is at once "over" its own place: that first report would only repeat the pick-up.
  const pickedUp = useRef(false);
  return useMemo(() => {
    const total = items.length;
    const name = (id: UniqueIdentifier) => {
      const item = items.find((each) => each.id === id);
      return item ? nameOf(item) : '';
    };
    const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
    const say = (moment: DragMoment, id: UniqueIdentifier, at: UniqueIdentifier = id) => words.announce(moment, { name: name(id), position: position(at), total });
    return {
      screenReaderInstructions: { draggable: words.instructions },
      announcements: {
        onDragStart: ({ active }) => {
          pickedUp.current = true;
          return say('picked', active.id);
        },
        onDragOver: ({ active, over }) => {
          if (pickedUp.current && over?.id === active.id) return undefined;
          pickedUp.current = false;
          return over ? say('over', active.id, over.id) : undefined;
        },
        onDragEnd: ({ active, over }) => (over ? say('dropped', active.id, over.id) : say('cancelled', active.id)),
        onDragCancel: ({ active }) => say('cancelled', active.id),
      },
    };
  }, [items, nameOf, words]);
}
