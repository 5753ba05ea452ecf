import { useEffect, useId, useState } from 'react';

/**
 * Whether the app is taking over a page the server drew. Its first render must be that page as
 * drawn: a part that would otherwise wait (a section drawn on approach) is drawn at once then, so
 * the server's markup is kept rather than swapped for a placeholder and back.
 */
let hydrating = false;

/** Read once, as a part first renders. */
export const isHydrating = (): boolean => hydrating;

/** Resolves in a later task, once the browser has had a turn: what follows is not part of the task that awaited it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs `render` as the first render of a drawn page; the flag lasts until that render has been committed. */
export function whileHydrating<T>(render: () => T): T {
  hydrating = true;
  const result = render();
  void nextTask().then(() => (hydrating = false));
  return result;
}

/** False in a part's first render when `first` holds, true from its next render on. */
function useLaterRender(first: boolean): boolean {
  const [later, setLater] = useState(!first);
  // The render after the first is the point: the first must match what the server drew.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setLater(true), []);
  return later;
}

/**
 * False in a part's first render, true from then on: for what only a browser can place, such as a
 * dialog laid over the page in document.body. The server draws the first render, and the app
 * taking its drawing over must render the same, even for a part whose code loads meanwhile.
 */
export function useMounted(): boolean {
  return useLaterRender(true);
}

/**
 * False while the server draws a page and while the app takes the drawing over, true otherwise:
 * for what the server cannot know, such as the visitor's session, which only the browser keeps.
 */
export function useTakenOver(): boolean {
  return useLaterRender(typeof document === 'undefined' || hydrating);
}

let issued = 0;

/**
 * An id for an element. React's useId numbers parts by their place in the tree, the same way in
 * the server's drawing and in the app's first render, so a drawn part keeps it. A part the app
 * mounts later (a dialog, a section drawn on approach) is numbered apart: the runtime may number
 * it again from a number the drawing already holds, and a label would point at another element.
 */
export function usePageId(): string {
  const drawnId = useId();
  const [id] = useState(() => (typeof document === 'undefined' || hydrating ? drawnId : `b${++issued}`));
  return id;
}
