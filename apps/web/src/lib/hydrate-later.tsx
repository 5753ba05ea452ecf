import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { isHydrating, nextTask, whileHydrating } from './hydration';

/**
 * Renders its children as they are, once a task after the first: taking a part over then is a
 * task of its own. Its first render is still hydration's, so the part matches what the server drew.
 */
const InALaterTask = lazy(async () => {
  await nextTask();
  return whileHydrating(() => ({ default: Fragment }));
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
