import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeMarkup, HOSTILE_TEXT } from './hostile-text';
import { RichText } from './rich-text';

describe('rich text on the public pages', () => {
  it('shows headings, paragraphs, lists, bold and italic, and links out opening in a new tab that learns nothing of the site', () => {
    const { container } = render(
      <RichText text={'## When\n\nApply **now**, *truly*.\n\n- [Rules](https://awards.example/rules)\n  - [FAQ](/home#faq)\n- [Write](mailto:team@awards.example)'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'When' })).toBeVisible();
    expect(container.querySelector('strong')).toHaveTextContent('now');
    expect(container.querySelector('em')).toHaveTextContent('truly');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const out = screen.getByRole('link', { name: /^Rules\s*\(opens in a new tab\)$/ });
    expect(out).toHaveAttribute('target', '_blank');
    expect(out.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    for (const name of ['FAQ', 'Write']) expect(screen.getByRole('link', { name })).not.toHaveAttribute('target');
    expect(within(screen.getAllByRole('listitem')[0]!).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/home#faq');
  });

  it('builds nothing a hostile text asks for: no script, no handler, no style, no javascript: link', () => {
    const { container } = render(<RichText text={HOSTILE_TEXT} />);
    expect(activeMarkup(container)).toEqual([]);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('click me');
    expect(container).toHaveTextContent('<img src=x');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('draws nothing for an empty text', () => {
    const { container } = render(<RichText text="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
