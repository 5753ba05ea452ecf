import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import './deferred.css';

/** How far below the fold a section starts loading, so it is usually ready when scrolled to. */
const AHEAD = '600px 0px';

interface DeferredProps {
  children: ReactNode;
  /** The id links use for the content, held by the place until the content (which has it) is drawn. */
  anchor?: string;
}

/**
 * Renders `children` only once this place comes near the viewport, so a long page's first screen
 * neither waits for nor is slowed by the sections below it: they mount, and ask for their data,
 * on approach. Until then the place keeps some room, so the sections after it stay out of reach.
 * Also keeps a React.lazy section's code out of the first download: `<Deferred><LazySection /></Deferred>`.
 */
export function Deferred({ children, anchor }: DeferredProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? (
    <div ref={place}>
      <Suspense>{children}</Suspense>
    </div>
  ) : (
    <div ref={place} id={anchor} className="deferred" />
  );
}
