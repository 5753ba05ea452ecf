import { act, render, screen, within } from '@testing-library/react';
import { Lexer } from 'marked';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readRichText } from '@awards/contracts/rich-text';
import { nextTask, whileHydrating } from '@/lib/hydration';
import { activeMarkup, HOSTILE_TEXT } from './hostile-text';
import { RichText } from './rich-text';
import * as readers from './rich-text-reader';

/** The reader as a page has it: at hand (the page renderer), or loaded when asked for, when the test lets it arrive. */
const reader = { atHand: undefined as readers.RichTextReader | undefined, asked: 0, arrival: Promise.resolve() };

beforeEach(() => {
  Object.assign(reader, { atHand: undefined, asked: 0, arrival: Promise.resolve() });
  // Spied on rather than loaded: the real reader, once an earlier test loaded it, stays at hand for the whole run.
  vi.spyOn(readers, 'richTextReader').mockImplementation(() => reader.atHand);
  vi.spyOn(readers, 'loadRichTextReader').mockImplementation(async () => {
    reader.asked += 1;
    await reader.arrival;
    return (reader.atHand = readRichText);
  });
});

const TEXT = '## When\n\nApply **now**, *truly*.\n\n- [Rules](https://awards.example/rules)\n  - [FAQ](/home#faq)\n- [Write](mailto:team@awards.example)';

/** The page as the server sends it: drawn with the reader at hand, which the browser then does not have. */
function drawnByServer(text: ReactElement): HTMLElement {
  reader.atHand = readRichText;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(text);
  reader.atHand = undefined;
  return container;
}

/** The app takes the drawn page over, as the site's start does; the takeover ends a task later. */
async function takeOver(container: HTMLElement, text: ReactElement) {
  const view = whileHydrating(() => render(text, { container, hydrate: true }));
  await act(nextTask);
  return view;
}

/** Every element and text of the page, in order. */
function nodesOf(container: HTMLElement): Node[] {
  const walker = document.createTreeWalker(container);
  const nodes: Node[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

describe('rich text on the public pages', () => {
  it('shows headings, paragraphs, lists, bold and italic, and links out opening in a new tab that learns nothing of the site', async () => {
    const { container } = render(<RichText text={TEXT} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'When' })).toBeVisible();
    expect(container.querySelector('strong')).toHaveTextContent('now');
    expect(container.querySelector('em')).toHaveTextContent('truly');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const out = screen.getByRole('link', { name: /^Rules\s*\(opens in a new tab\)$/ });
    expect(out).toHaveAttribute('target', '_blank');
    expect(out.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    for (const name of ['FAQ', 'Write']) expect(screen.getByRole('link', { name })).not.toHaveAttribute('target');
    expect(within(screen.getAllByRole('listitem')[0]!).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/home#faq');
  });

  it('builds nothing a hostile text asks for: no script, no handler, no style, no javascript: link', async () => {
    const { container } = render(<RichText text={HOSTILE_TEXT} />);
    expect(await screen.findByText(/click me/)).toBeInTheDocument();
    expect(activeMarkup(container)).toEqual([]);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('<img src=x');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('draws nothing for an empty text, and asks for no reader to know it', async () => {
    const { container } = render(<RichText text=" " />);
    await act(nextTask);
    expect(container).toBeEmptyDOMElement();
    expect(reader.asked).toBe(0);
  });

  it('draws the whole text in one pass where the reader is at hand, as the page renderer does', () => {
    reader.atHand = readRichText;
    const html = renderToString(<RichText text={TEXT} className="legal" />);
    expect(html).toMatch(/^<div class="rich-text legal"><h2>When<\/h2><p>Apply <strong>now<\/strong>, <em>truly<\/em>\.<\/p><ul>/);
    expect(reader.asked).toBe(0);
  });

  it('keeps a text the server drew, node for node, while the app takes the page over, without asking for the reader', async () => {
    const container = drawnByServer(<RichText text={TEXT} className="legal" />);
    const drawn = nodesOf(container);
    // The Markdown parsing the reader does, by whatever path it would be reached.
    const parse = vi.spyOn(Lexer.prototype, 'lex');
    const { rerender } = await takeOver(container, <RichText text={TEXT} className="legal" />);
    rerender(<RichText text={TEXT} className="legal" />);
    await act(nextTask);
    const kept = nodesOf(container);
    expect(kept).toHaveLength(drawn.length);
    expect(kept.filter((node, index) => node !== drawn[index])).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'When' })).toBeVisible();
    expect(reader.asked).toBe(0);
    expect(parse).not.toHaveBeenCalled();
  });

  it('builds a drawn text anew once it changes after the takeover, showing the drawn one until the reader is in', async () => {
    const container = drawnByServer(<RichText text={'## When\n\nApply now.'} />);
    const { rerender } = await takeOver(container, <RichText text={'## When\n\nApply now.'} />);
    let arrive = () => {};
    reader.arrival = new Promise((resolve) => (arrive = resolve));

    rerender(<RichText text={'## Cuándo\n\nInscríbete ya.'} />);
    await act(nextTask);
    expect(reader.asked).toBe(1);
    expect(screen.getByRole('heading', { level: 2, name: 'When' })).toBeVisible();
    expect(screen.getByText('Apply now.')).toBeVisible();

    await act(async () => arrive());
    expect(screen.getByRole('heading', { level: 2, name: 'Cuándo' })).toBeVisible();
    expect(screen.getByText('Inscríbete ya.')).toBeVisible();
    expect(screen.queryByText('Apply now.')).toBeNull();
  });

  it('builds a text the server did not draw once the reader is in, and at once when it is already', async () => {
    let arrive = () => {};
    reader.arrival = new Promise((resolve) => (arrive = resolve));
    const { container, rerender } = render(<RichText text="Apply **now**." />);
    await act(nextTask);
    expect(container).toBeEmptyDOMElement();
    expect(reader.asked).toBe(1);

    await act(async () => arrive());
    expect(container.querySelector('strong')).toHaveTextContent('now');
    rerender(<RichText text="Apply *today*." />);
    expect(container.querySelector('em')).toHaveTextContent('today');
    expect(reader.asked).toBe(1);
  });
});
