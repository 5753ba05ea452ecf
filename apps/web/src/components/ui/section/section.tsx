import { type ReactNode } from 'react';
import './section.css';
import { usePageId } from '@/lib/hydration';

interface SectionProps {
  /** The anchor other pages and the menu link to (#how-it-works, #nominations, #contact...). */
  id: string;
  title: string;
  /** A short line over the title, e.g. "2026 season". */
  kicker?: string;
  children: ReactNode;
  className?: string;
}

/** A home-page block: a landmark named by its heading, with the site's display heading. */
export function Section({ id, title, kicker, children, className = '' }: SectionProps) {
  const headingId = usePageId();
  return (
    <section id={id} className={`section ${className}`} aria-labelledby={headingId}>
      <div className="container">
        <div className="section__header">
          {kicker && <p className="kicker section__kicker">{kicker}</p>}
          <h2 id={headingId} className="section__title">
            {title}
          </h2>
        </div>
        {children}
      </div>
    </section>
  );
}
