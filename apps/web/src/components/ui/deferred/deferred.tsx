import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the fold a section starts loading, so it is usually ready when scrolled to. */
const AHEAD = '600px 0px';

/**
 * Renders `children` only once this place comes near the viewport. Wrap a React.lazy section in
 * it to keep its code out of the home page's first download (the 150 KB budget):
 * `<Deferred><LazyContactSection /></Deferred>`.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return <div ref={place}>{near && <Suspense>{children}</Suspense>}</div>;
}
