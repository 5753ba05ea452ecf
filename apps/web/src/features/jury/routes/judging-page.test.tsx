import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JUDGE, MODERATOR, openBackstage, resetSession, task } from '../testing/jury-fixtures';

afterEach(resetSession);

const TASKS = {
  items: [
    task(),
    task({ nomination_id: 2, scored: 0, conflict_declared_at: '2026-12-01T10:00:00Z' }),
    task({ round_id: 2, round_kind: 'shortlist', nominees: 5, scored: 5, sealed: true }),
  ],
};
const menu = () => screen.getByRole('navigation', { name: 'Backstage sections' });

describe("a judge's nominations", { timeout: 15_000 }, () => {
  it('lists them round by round, each opening its sheet with its progress, an abstention or a seal', async () => {
    await openBackstage('/backstage/judging', { 'api/v2/backstage/judging': { status: 200, body: TASKS } });
    expect(screen.getByRole('heading', { level: 1, name: 'Judging' })).toBeVisible();
    const longlist = await screen.findByRole('region', { name: 'Longlist' });
    // Titles come from the site's nominations, read beside the tasks.
    expect(await within(longlist).findByRole('link', { name: 'Most hilarious reaction' })).toHaveAttribute('href', '/backstage/judging/1/1');
    const [hilarious, brightest] = within(longlist).getAllByRole('listitem');
    expect(hilarious).toHaveTextContent('1 of 3 scored');
    expect(brightest).toHaveTextContent('Abstained: conflict of interest');
    expect(brightest).not.toHaveTextContent('scored');
    const shortlist = screen.getByRole('region', { name: 'Shortlist' });
    expect(within(shortlist).getByRole('link', { name: 'Most hilarious reaction' })).toHaveAttribute('href', '/backstage/judging/2/1');
    expect(shortlist).toHaveTextContent('5 of 5 scored');
    expect(shortlist).toHaveTextContent('Sealed: read-only');
  });

  it('says when nothing is assigned yet', async () => {
    await openBackstage('/backstage/judging', { 'api/v2/backstage/judging': { status: 200, body: { items: [] } } });
    expect(await screen.findByText('No nominations are assigned to you yet. The organisers assign them on the Jury page.')).toBeVisible();
  });
});

describe('the menu', { timeout: 15_000 }, () => {
  it('opens Judging to a judge, and nothing else', async () => {
    await openBackstage('/backstage', { 'api/v2/backstage/judging': { status: 200, body: TASKS } }, JUDGE);
    expect(within(menu()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Judging']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Judging' })).toBeVisible();
  });

  it('shows a moderator neither Jury nor Judging, and keeps those pages shut', async () => {
    await openBackstage('/backstage/jury', {}, MODERATOR);
    const links = within(menu()).getAllByRole('link').map((link) => link.textContent);
    expect(links).not.toContain('Jury');
    expect(links).not.toContain('Judging');
    expect(screen.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  });
});
