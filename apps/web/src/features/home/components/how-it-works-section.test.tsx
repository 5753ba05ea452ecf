import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the how-it-works steps', () => {
  it("show each step's description as the paragraphs and links its organisers wrote", async () => {
    const row = (description: string) => ({ id: 1, languages_code: 'EN', title: 'APPLY', dates: 'NOV 18 – JAN 3', description });
    mockApi({
      'content/items/key_dates': {
        status: 200,
        body: { data: [{ id: 1, sort: 1, translations: [row('Choose a **nomination**.\n\nRead the [rules](https://awards.example/rules) <b onclick="x()">first</b>.')] }] },
      },
    });
    renderApp('/home');
    const step = (await screen.findByRole('heading', { level: 3, name: 'APPLY' }, { timeout: 5000 })).closest('li')!;
    const paragraphs = [...step.querySelectorAll('.timeline__text p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(['Choose a nomination.', 'Read the rules (opens in a new tab) first.']);
    expect(within(step).getByRole('link', { name: /^rules/ })).toHaveAttribute('href', 'https://awards.example/rules');
    expect(step.querySelector('[onclick], b')).toBeNull();
  });
});
