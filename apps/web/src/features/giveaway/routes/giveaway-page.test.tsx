import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeMarkup, HOSTILE_TEXT } from '@/components/ui/rich-text/hostile-text';
import { mockApi, phaseWindow } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const serveGiveaway = (text: string) =>
  mockApi({
    'content/items/giveaway': { status: 200, body: { data: { id: 1, ...phaseWindow(-1, 10), translations: [{ id: 1, languages_code: 'EN', title: 'Win a headset', text, prize: 'A headset' }] } } },
  });

const giveawayText = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Win a headset' }, { timeout: 5000 });
  // The text is built once the Markdown reader, which the page loads when it draws a text itself, is in.
  return waitFor(() => {
    const text = document.querySelector('.giveaway__text');
    expect(text).not.toBeNull();
    return text!;
  });
};

describe('the giveaway page', () => {
  it('shows the text with the heading, list and link out its organisers wrote', async () => {
    serveGiveaway('## How to enter\n\n- follow us\n- vote once\n\nDetails on [our channel](https://youtube.example/@awards).');
    renderApp('/giveaway');
    const text = await giveawayText();
    expect(screen.getByRole('heading', { level: 2, name: 'How to enter' })).toBeVisible();
    expect(text.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /^our channel/ })).toHaveAttribute('href', 'https://youtube.example/@awards');
  });

  it('shows a hostile text as words only: nothing in it runs, restyles the page or links to a script', async () => {
    serveGiveaway(HOSTILE_TEXT);
    renderApp('/giveaway');
    const text = await giveawayText();
    expect(activeMarkup(text)).toEqual([]);
    expect(text.querySelector('a')).toBeNull();
    expect(text).toHaveTextContent('click me');
  });
});
