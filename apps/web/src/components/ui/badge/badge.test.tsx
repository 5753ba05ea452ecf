import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeTone } from './badge';

const styles = readFileSync(`${import.meta.dirname}/badge.css`, 'utf8');
/** Every tone but the neutral one, which takes the colour of the words around it. */
const TONES: BadgeTone[] = ['muted', 'positive', 'warning', 'negative', 'accent', 'highlight', 'subtle'];

describe('a badge', () => {
  it('shows its words in a pill of its tone, its outline in dashes where asked, on one line unless it may break', () => {
    render(
      <Badge tone="negative" line="dashed">Overdue</Badge>,
    );
    const overdue = screen.getByText('Overdue');
    expect(overdue.tagName).toBe('SPAN');
    expect(overdue).toHaveClass('badge', 'badge--negative', 'badge--dashed');
    expect(overdue).not.toHaveClass('badge--wrap', 'badge--large', 'badge--caps');
  });

  it('stands as a paragraph of its own where asked, large and in capitals as the public pages show a state', () => {
    render(
      <Badge as="p" tone="highlight" size="large" caps wrap>Your vote</Badge>,
    );
    const vote = screen.getByText('Your vote');
    expect(vote.tagName).toBe('P');
    expect(vote).toHaveClass('badge', 'badge--highlight', 'badge--large', 'badge--caps', 'badge--wrap');
  });

  it.each(TONES)('has a colour for the %s tone', (tone) => {
    expect(styles).toMatch(new RegExp(`\\.badge--${tone}\\s*\\{[^}]*(color|background):`));
  });
});
