import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { READINESS_PATH, readiness, SHOW_FINDINGS } from '@/test/readiness-fixtures';
import { renderApp, testToken } from '@/test/render-app';

const LOAD = { timeout: 5000 };
const zone = process.env.TZ;
const organiser = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };

beforeEach(() => {
  process.env.TZ = 'America/New_York';
});

afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  localStorage.clear();
});

function openOverview(body: unknown, self: object = organiser) {
  mockApi({ 'api/v2/backstage/me': { status: 200, body: self }, [READINESS_PATH]: { status: 200, body } });
  localStorage.setItem('token', testToken());
  return renderApp('/backstage');
}

describe('the season overview', { timeout: 15_000 }, () => {
  it('opens the backstage on the phase now, the next date in the organiser’s zone and the show’s, and what happens then', async () => {
    openOverview(readiness());
    expect(await screen.findByRole('heading', { level: 1, name: 'Season overview' }, LOAD)).toBeVisible();
    expect(await screen.findByText('Voting is over; the live show is ahead')).toBeVisible();
    expect(screen.getByText('The live show starts')).toBeVisible();
    expect(screen.getByText('Feb 20, 2027, 2:00 PM EST · 8:00 PM CET')).toBeVisible();
    expect(screen.getByText('Then the control room reveals the results live, nomination by nomination.')).toBeVisible();
    expect(screen.getByText('Every check is clear.')).toBeVisible();
    expect(screen.getByText('No application has waited longer than 60 hours')).toBeVisible();
  });

  it('lists what the checks found first, each finding a link to where it is fixed, and how many more the page holds', async () => {
    const overdue = Array.from({ length: 50 }, (_, index) => ({
      entry_id: index + 1,
      nomination_id: 1,
      nomination: 'Most hilarious reaction',
      nickname: `Streamer ${index + 1}`,
      sent_at: '2027-01-02T10:00:00Z',
      fix: `/backstage/entries/${index + 1}`,
    }));
    openOverview(readiness({ ...SHOW_FINDINGS, overdue_entries: { count: 52, items: overdue } }));
    const checklist = within(await screen.findByRole('region', { name: 'Before the next step' }, LOAD));
    const found = checklist.getAllByRole('listitem').filter((item) => item.classList.contains('checklist__check'));
    expect(found.slice(0, 4).map((item) => item.querySelector('.checklist__name')?.textContent)).toEqual([
      '52 applications have waited longer than 60 hours',
      '1 nomination has no vote yet',
      '1 jury assignment still has nominees to score',
      '1 judge voted in a nomination they score, without declaring a conflict',
    ]);
    expect(checklist.getByRole('link', { name: 'Shortlist: Most hilarious reaction · Nadia Judge · 1 of 3 scored' })).toHaveAttribute('href', '/backstage/jury');
    expect(checklist.getByRole('link', { name: 'Shortlist: Most hilarious reaction · Victor Voter' })).toHaveAttribute('href', '/backstage/jury');
    expect(checklist.getByRole('link', { name: 'Shortlist: The brightest reaction' })).toHaveAttribute('href', '/backstage/show');
    expect(checklist.getByRole('link', { name: 'Most hilarious reaction: Streamer 1 · sent Jan 2, 2027, 5:00 AM EST · 11:00 AM CET' })).toHaveAttribute('href', '/backstage/entries/1');
    expect(checklist.getByRole('link', { name: 'And 44 more on that page.' })).toHaveAttribute('href', '/backstage/entries?overdue=true');
    expect(checklist.getAllByRole('link', { name: 'Open the page to fix it' })[0]).toHaveAttribute('href', '/backstage/entries?overdue=true');
    expect(checklist.getByText('Every voting round that has ended is sealed')).toBeVisible();
  });

  it('is not where a judge lands: the judging page is their backstage', async () => {
    const { router } = openOverview(readiness(), { ...organiser, roles: ['judge'] });
    await screen.findByRole('navigation', { name: 'Backstage sections' }, LOAD);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/backstage/judging'));
  });
});
