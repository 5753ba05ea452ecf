import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openContent, resetSession } from '../testing/content-fixtures';

afterEach(resetSession);

describe("the content's overview", { timeout: 15_000 }, () => {
  it('lists every collection with its items, unpublished changes and missing texts, in the editor’s order', async () => {
    await openContent('/backstage/content');
    const table = await screen.findByRole('table', { name: 'Collections of the content' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Countdown',
      'Nominations',
      'Key dates',
      'FAQ',
      'Rules',
      'Jury',
      'Partners',
      'Giveaway',
      'Pages',
      'Past seasons in figures',
      'Previous winners',
      'Legends blocks',
      'Legends streamers',
      'Social networks',
      'Community',
      'Stream channels',
    ]);
    expect(rows[3]!.textContent).toBe('FAQ321');
    expect(within(rows[3]!).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/backstage/content/faq');
    expect(screen.getByText(/^The site shows version 4, published on Nov 20, 2026, .+ by ada@example\.com\.$/)).toBeVisible();
  });

  it('shows what is missing in which language, each missing text a link to its item and field', async () => {
    await openContent('/backstage/content');
    const table = await screen.findByRole('table', { name: 'Missing texts by collection and language' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Collection', 'EN', 'ES', 'RU', 'PT']);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Key dates', '0', '0', '1', '0'],
      ['FAQ', '0', '0', '0', '1'],
    ]);
    expect(screen.getByText('A publish needs every text in every language: 2 are still missing.')).toBeVisible();

    const portuguese = screen.getByRole('region', { name: 'Portuguese: 1 text' });
    expect(await within(portuguese).findByRole('link', { name: 'FAQ · Who can submit? · Portuguese · Answer' })).toHaveAttribute('href', '/backstage/content/faq/1?field=texts.PT.answer');
    const russian = screen.getByRole('region', { name: 'Russian: 1 text' });
    expect(await within(russian).findByRole('link', { name: 'Key dates · Apply · Russian · Description' })).toHaveAttribute('href', '/backstage/content/key_dates/2?field=texts.RU.description');
    expect(screen.queryByRole('region', { name: /^English/ })).toBeNull();
  });

  it('opens a missing text’s field, focused, from its link', async () => {
    const { user } = await openContent('/backstage/content');
    await user.click(await screen.findByRole('link', { name: 'FAQ · Who can submit? · Portuguese · Answer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who can submit?' })).toBeVisible();
    const answer = within(screen.getByRole('group', { name: 'Answer' })).getByLabelText('PT Portuguese');
    expect(answer).toHaveFocus();
    expect(answer).toHaveAccessibleDescription(/Missing: a publish needs it/);
  });
});
