import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the nominations slideshow', () => {
  it('loads the first card’s picture with the page, and the others’ as they come near', async () => {
    const images = [1, 2].map((id) => ({ id, image_old: `nomination-${id}-old`, image_new: `nomination-${id}-new` }));
    mockApi({ 'content/items/nominations': { status: 200, body: { data: images } } });
    renderApp('/home');
    // The list of nominations further down shows the same pictures, and may be drawn first.
    const cards = await screen.findByRole('region', { name: 'Nomination cards' }, { timeout: 5000 });
    const art = (title: string) => within(cards).findByRole('img', { name: `Artwork of the “${title}” nomination` });
    expect(await art('Most hilarious reaction')).not.toHaveAttribute('loading');
    expect(await art('The brightest reaction')).toHaveAttribute('loading', 'lazy');
  });
});
