import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { FakeEventSource, streamOpened } from '@/test/fake-event-source';
import { renderApp } from '@/test/render-app';
import { clockAt, DURING, SEASON, seasonSettings } from '@/test/season-dates';

/** The home page's sections come with their own chunks: the first render waits for them. */
const LAZY = { timeout: 5000 };
/** A save of the season shows on every open page within two seconds. */
const SAVED = { timeout: 2000 };

const header = () => screen.getByRole('banner');
/** Spaces as `Intl` writes them (thin ones around a dash, a narrow one before PM), plain, so the expectations read. */
const plain = (text: string | null | undefined) => text?.replace(/[\u2009\u202f\u00a0]/g, ' ');
/** Every button or link that offers to apply: the header's, a card's, the list's. */
const applyInvitations = () => [...screen.queryAllByRole('button', { name: /^Apply/ }), ...screen.queryAllByRole('link', { name: /^Apply/ })];

describe('the public pages while applications are closed', () => {
  it('invite nobody to apply: the header, the cards and the list give way to a notice saying when they closed and what comes next', async () => {
    clockAt(DURING.beforeVoting);
    mockApi({ 'api/v2/settings': { status: 200, body: seasonSettings() } });
    renderApp('/home');

    expect(await within(await screen.findByRole('banner', {}, LAZY)).findByRole('timer', { name: 'Longlist voting opens in' })).toBeInTheDocument();
    const notice = await screen.findByText('Applications closed on', { exact: false }, LAZY);
    expect(plain(notice.textContent)).toBe('Applications closed on January 3, 2027, 11:59 PM CET. Longlist voting opens on January 13, 2027, 1:00 AM CET.');
    expect(notice.closest('[role="status"]')).toHaveTextContent('Applications are closed');
    expect(screen.getByRole('region', { name: 'Pick your nomination' })).toHaveTextContent('Applications are closed');
    expect(applyInvitations()).toEqual([]);

    // The menu's nominations lead to their voting pages.
    const user = userEvent.setup();
    await user.click(within(header()).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Site menu' }, LAZY);
    await user.click(within(menu).getByRole('button', { name: 'Nominations' }));
    expect(within(menu).getByRole('link', { name: 'Most hilarious reaction' })).toHaveAttribute('href', '/voting/1');
  });
});

describe('the public pages when organisers save the season', () => {
  it('follow the new dates within two seconds without a reload: the countdown, the key dates and every Apply', async () => {
    clockAt(DURING.applications);
    const settings = { status: 200, body: seasonSettings() };
    mockApi({ 'api/v2/settings': settings });
    renderApp('/home');
    expect(await within(await screen.findByRole('banner', {}, LAZY)).findByRole('timer', { name: 'Applications close in' })).toBeInTheDocument();
    expect(await within(header()).findByRole('button', { name: 'Apply' })).toBeVisible();
    await waitFor(() => expect(plain(document.querySelector('#how-it-works .timeline__dates')?.textContent)).toBe('Nov 18 – Jan 3'), LAZY);
    await streamOpened();

    // The organisers close applications an hour ago.
    settings.body = seasonSettings({ applications: { starts_at: SEASON.applications.starts_at, ends_at: '2026-12-01T11:00:00Z' } });
    act(() => FakeEventSource.emit('season', {}, '12'));

    expect(await within(header()).findByRole('timer', { name: 'Longlist voting opens in' }, SAVED)).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(applyInvitations()).toEqual([]);
    expect(plain(document.querySelector('#how-it-works .timeline__dates')?.textContent)).toBe('Nov 18 – Dec 1');
    expect(plain(screen.getByText('Applications closed on', { exact: false }).textContent)).toBe(
      'Applications closed on December 1, 2026, 12:00 PM CET. Longlist voting opens on January 13, 2027, 1:00 AM CET.',
    );
  });
});
