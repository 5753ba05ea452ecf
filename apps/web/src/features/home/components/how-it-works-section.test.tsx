import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';
import { seasonSettings } from '@/test/season-dates';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('EN'));
});

/** Each step's date line once the season's dates are in, its spaces plain (`Intl` writes thin ones around a dash, narrow ones before PM). */
async function keyDates() {
  await waitFor(() => expect(document.querySelectorAll('#how-it-works .timeline__dates')).toHaveLength(3), { timeout: 5000 });
  return [...document.querySelectorAll('#how-it-works .timeline__dates')].map((line) => line.textContent.replace(/[\u2009\u202f\u00a0]/g, ' '));
}

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

  it('date each step from the season, whatever a text of the content still says: the show’s day and time with its zone named', async () => {
    // The content's own date line (a typed 'NOV 18 – JAN 3') is not read.
    mockApi({ 'api/v2/settings': { status: 200, body: seasonSettings({ applications: { starts_at: '2026-11-20T00:00:00Z', ends_at: '2027-01-10T22:59:59Z' } }) } });
    renderApp('/home');
    expect(await keyDates()).toEqual(['Nov 20 – Jan 10', 'Jan 13 – Feb 11', 'Feb 27, 4:00 PM CET']);
  });

  it('write the dates as the language does, in Russian', async () => {
    await act(() => setLanguage('RU'));
    mockApi({ 'api/v2/settings': { status: 200, body: seasonSettings() } });
    renderApp('/home');
    expect(await keyDates()).toEqual(['18 нояб. – 3 янв.', '13 янв. – 11 февр.', '27 февр., 16:00 (CET)']);
  });
});
