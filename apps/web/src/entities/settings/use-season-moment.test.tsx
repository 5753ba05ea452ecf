import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/api-fixtures';
import { seasonSettings } from '@/test/season-dates';
import { useSeasonMoment } from './use-season-moment';

/** What a page knows of the season: the next moment's kind, and whether it lets a visitor apply. */
function Season() {
  const season = useSeasonMoment();
  return <p>{season ? `${season.moment.kind}, ${season.applicationsOpen ? 'applying' : 'not applying'}` : 'loading'}</p>;
}

afterEach(() => vi.useRealTimers());

describe('where the season stands', () => {
  it('turns as time passes a boundary, with the page open: applications close, then the show goes on air and off', async () => {
    // The clock runs on as it does, so the settings' answer arrives; a minute is ample for it.
    vi.useFakeTimers({ now: Date.parse('2027-01-03T22:58:59Z'), shouldAdvanceTime: true });
    mockApi({ 'api/v2/settings': { status: 200, body: seasonSettings() } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Season />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('applications-close, applying')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('applications-close, applying')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(screen.getByText('voting-opens, not applying')).toBeVisible();

    await act(() => vi.setSystemTime(Date.parse('2027-02-26T15:00:00Z')));
    await act(() => vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000));
    expect(screen.getByText('show-live, not applying')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000));
    expect(screen.getByText('results, not applying')).toBeVisible();
  });
});
