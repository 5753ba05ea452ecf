import { Fragment, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { isHydrating, nextTask, whileHydrating } from './hydration';

/**
 * A component whose code `load` brings, first rendered while a drawn page is taken over: Preact
 * keeps the part as drawn until the code is in, then takes it over in place, keeping its elements
 * (what was typed in a field, the focus). That first render is still hydration's, so the part
 * matches what the server drew. Rendered later, it is an ordinary lazy component.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are the loaded component's own, as with React.lazy
export function lazyTakeover<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(async () => {
    const drawn = isHydrating();
    const component = await load();
    return drawn ? whileHydrating(() => ({ default: component })) : { default: component };
  });
}

/** Renders its children as they are, once a task after the first: taking a part over then is a task of its own. */
const InALaterTask = lazyTakeover(async () => {
  await nextTask();
  return Fragment;
});

/**
 * A part of a drawn page that the app takes over in a later task than the rest, so that a slow
 * phone answers a tap in between: Preact keeps a part whose code is not ready as drawn, and takes it
 * over in place once it is, keeping its elements. Outside a takeover the part renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [later] = useState(isHydrating);
  if (!later) return children;
  return (
    <Suspense fallback={null}>
      <InALaterTask>{children}</InALaterTask>
    </Suspense>
  );
}
