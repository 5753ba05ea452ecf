import { Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHydrating } from '@/lib/hydration';
import './deferred.css';

/** How far below the fold a section starts loading, so it is usually ready when scrolled to. */
const AHEAD = '600px 0px';

/** Markup left exactly as the server drew it: the app does not set it, nor look inside. */
const AS_DRAWN = { __html: '' };

type Phase =
  /** Not drawn yet: a place keeps some room. */
  | { kind: 'waiting' }
  /** Drawn by the server in `language`, kept as it is until the visitor nears it or switches language. */
  | { kind: 'kept'; language: string }
  /** Drawn by the app; `drawn` is the server's markup, shown while the section's code loads. */
  | { kind: 'near'; drawn?: string };

interface DeferredProps {
  children: ReactNode;
  /** The id links use for the content, held by the place until the content (which has it) is drawn. */
  anchor?: string;
}

const holdSubmit = (event: FormEvent) => event.preventDefault();

function firstPhase(language: string): Phase {
  if (typeof IntersectionObserver === 'undefined') return { kind: 'near' };
  return isHydrating() ? { kind: 'kept', language } : { kind: 'waiting' };
}

/**
 * Renders `children` only once this place comes near the viewport, so a long page's first screen
 * neither waits for nor is slowed by the sections below it: they mount, and ask for their data,
 * on approach. Until then the place keeps some room, so the sections after it stay out of reach.
 * Also keeps a React.lazy section's code out of the first download: `<Deferred><LazySection /></Deferred>`.
 * The server draws every section, so a reader without JavaScript has the whole page; the app
 * taking its drawing over keeps each section's markup as drawn, and loads its code on approach.
 */
export function Deferred({ children, anchor }: DeferredProps) {
  const place = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const [chosen, setPhase] = useState(() => firstPhase(i18n.language));
  // Kept markup is in the language it was drawn in: after a switch, the section is drawn anew.
  const phase: Phase = chosen.kind === 'kept' && chosen.language !== i18n.language ? { kind: 'near' } : chosen;

  useEffect(() => {
    const element = place.current;
    if (phase.kind === 'near' || !element) return;
    const kept = phase.kind === 'kept';
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setPhase({ kind: 'near', drawn: kept ? element.innerHTML : undefined }),
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase.kind]);

  // Marked while its code is not running: a form in it sends nothing (the browser would otherwise
  // send it as an address, fields and all), and what waits for it can wait for the mark to go.
  if (phase.kind === 'kept') return <div ref={place} data-kept="" onSubmit={holdSubmit} dangerouslySetInnerHTML={AS_DRAWN} />;
  if (phase.kind === 'waiting') return <div ref={place} id={anchor} className="deferred" />;
  const drawn = phase.drawn === undefined ? null : <div className="deferred__as-drawn" data-kept="" onSubmit={holdSubmit} dangerouslySetInnerHTML={{ __html: phase.drawn }} />;
  return (
    <div ref={place}>
      <Suspense fallback={drawn}>{children}</Suspense>
    </div>
  );
}
