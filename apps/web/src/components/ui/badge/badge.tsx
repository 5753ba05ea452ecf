import type { ReactNode } from 'react';
import './badge.css';

/**
 * The badge's colour: an outline in the text colour around it (`neutral`), muted, success, gold
 * (`warning`: waiting on someone), danger or the strong gold; or filled, gold (`highlight`: the
 * winner, the legend, your vote) or a quiet step off its card (`subtle`).
 */
export type BadgeTone = 'neutral' | 'muted' | 'positive' | 'warning' | 'negative' | 'accent' | 'highlight' | 'subtle';

interface BadgeProps {
  tone?: BadgeTone;
  /** An outline broken in dashes or dots: a state short of the usual one (overdue, a rehearsal, to be removed, withdrawn). */
  line?: 'dashed' | 'dotted';
  /** `large` on the public pages, where a badge stands beside headings rather than in a table. */
  size?: 'small' | 'large';
  /** Capitals, bold and spaced, as the public pages label a state. */
  caps?: boolean;
  /** A label long enough to need a second line on a narrow screen may break; others stay on one line. */
  wrap?: boolean;
  /** A paragraph where the badge stands on a line of its own. */
  as?: 'span' | 'p';
  className?: string;
  children: ReactNode;
}

/** A short state in a pill: an entry's status, a round's, a draft change, a nominee's origin. */
export function Badge({ tone = 'neutral', line, size = 'small', caps = false, wrap = false, as: Element = 'span', className, children }: BadgeProps) {
  const classes = ['badge', `badge--${tone}`, line && `badge--${line}`, size === 'large' && 'badge--large', caps && 'badge--caps', wrap && 'badge--wrap', className];
  return <Element className={classes.filter(Boolean).join(' ')}>{children}</Element>;
}
