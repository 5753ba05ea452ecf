import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ItemFormValues } from './item-form';

/**
 * What an organiser typed in an item's editor and has not saved as draft yet, kept while they go
 * from page to page of the content (to fix a text a publish asked for, to look at another item),
 * so that nothing typed is lost before it is saved or discarded.
 */
interface UnsavedEdits {
  /** The items holding typed edits, by key (`faq/3`). */
  keys: ReadonlySet<string>;
  read: (key: string) => ItemFormValues | undefined;
  /** Keeps an editor's typed values as it closes; `undefined` forgets them (nothing left unsaved). */
  keep: (key: string, values: ItemFormValues | undefined) => void;
  /** Whether the editor holds edits right now, so the publishing bar can say so. */
  mark: (key: string, unsaved: boolean) => void;
  /** Forgets everything typed: after every unpublished change is discarded. */
  forgetAll: () => void;
  /** Counts the forgetAll calls: an editor opened before one does not keep its edits past it. Every function here is stable. */
  generation: () => number;
}

const Context = createContext<UnsavedEdits | null>(null);

export const unsavedKey = (collection: string, id: number | 'new') => `${collection}/${id}`;

export function UnsavedEditsProvider({ children }: { children: ReactNode }) {
  const stored = useRef(new Map<string, ItemFormValues>());
  const generation = useRef(0);
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());

  const mark = useCallback((key: string, unsaved: boolean) => {
    setKeys((current) => {
      if (current.has(key) === unsaved) return current;
      const next = new Set(current);
      if (unsaved) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const keep = useCallback(
    (key: string, values: ItemFormValues | undefined) => {
      if (values) stored.current.set(key, values);
      else stored.current.delete(key);
      mark(key, values !== undefined);
    },
    [mark],
  );
  const forgetAll = useCallback(() => {
    stored.current.clear();
    generation.current += 1;
    setKeys(new Set());
  }, []);
  const read = useCallback((key: string) => stored.current.get(key), []);
  const currentGeneration = useCallback(() => generation.current, []);

  const value = useMemo<UnsavedEdits>(() => ({ keys, read, keep, mark, forgetAll, generation: currentGeneration }), [keys, read, keep, mark, forgetAll, currentGeneration]);
  return <Context value={value}>{children}</Context>;
}

export function useUnsavedEdits(): UnsavedEdits {
  const edits = useContext(Context);
  if (!edits) throw new Error('useUnsavedEdits outside the content section');
  return edits;
}

/**
 * An editor's part in it: edits typed on an earlier visit come back into the form, leaving keeps
 * the ones not saved (unless everything was discarded meanwhile), and the bar hears whether there
 * are any. `settle` is for edits that found a fate of their own (added, discarded): none are kept.
 */
export function useKeptEdits(key: string, form: UseFormReturn<ItemFormValues>): { settle: () => void } {
  const { read, keep, mark, generation } = useUnsavedEdits();
  const {
    reset,
    getValues,
    formState: { isDirty },
  } = form;
  const dirty = useRef(false);
  const settled = useRef(false);
  useEffect(() => {
    const kept = read(key);
    if (kept) reset(kept, { keepDefaultValues: true });
    const opened = generation();
    return () => {
      if (!settled.current && opened === generation()) keep(key, dirty.current ? getValues() : undefined);
    };
  }, [key, read, keep, generation, reset, getValues]);
  useEffect(() => {
    dirty.current = isDirty;
    mark(key, isDirty);
  }, [key, mark, isDirty]);
  return useMemo(
    () => ({
      // Saved for good (an item added): nothing of it is left unsaved, now or when its editor closes.
      settle: () => {
        settled.current = true;
        keep(key, undefined);
      },
    }),
    [key, keep],
  );
}
