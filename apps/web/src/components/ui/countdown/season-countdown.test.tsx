import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarOf, nextMoment, toCamel, type SettingsResponse } from '@awards/contracts';
import { setLanguage } from '@/lib/i18n';
import { DURING, seasonSettings } from '@/test/season-dates';
import { SeasonCountdown } from './season-countdown';

const calendar = calendarOf(toCamel(seasonSettings()) as SettingsResponse);

afterEach(async () => {
  vi.useRealTimers();
  await act(() => setLanguage('EN'));
});

/** The hero's countdown at `now`, in the language shown. */
function heroAt(now: string) {
  vi.useFakeTimers({ now: Date.parse(now) });
  render(
    <MemoryRouter>
      <SeasonCountdown variant="hero" moment={nextMoment(calendar, Date.parse(now))} />
    </MemoryRouter>,
  );
}

const values = () => Array.from(document.querySelectorAll('.countdown__value')).map((value) => value.textContent);
/** Spaces as `Intl` writes them (a narrow one before PM), plain, so the expectations read. */
const note = () => document.querySelector('.season-countdown__note')?.textContent?.replace(/[\u202f\u00a0]/g, ' ');

describe("the season's countdown", () => {
  it('counts to the opening of applications before it, saying so', () => {
    heroAt('2026-11-17T23:00:00Z');
    expect(screen.getByRole('timer', { name: 'Applications open in' })).toBeVisible();
    expect(values()).toEqual(['00', '01', '00', '00']);
    expect(note()).toBe('Applications open on November 18, 2026, 1:00 AM CET.');
  });

  it('counts to the close of applications while they are open, and gives its date in the show’s zone', () => {
    heroAt(DURING.applications);
    expect(screen.getByRole('timer', { name: 'Applications close in' })).toBeVisible();
    expect(values()).toEqual(['33', '10', '59', '59']);
    expect(note()).toBe('Applications are open until January 3, 2027, 11:59 PM CET.');
  });

  it('counts to the next round’s opening between applications and voting', () => {
    heroAt(DURING.beforeVoting);
    expect(screen.getByRole('timer', { name: 'Longlist voting opens in' })).toBeVisible();
    expect(values()).toEqual(['07', '12', '00', '00']);
    expect(note()).toBe('Longlist voting opens on January 13, 2027, 1:00 AM CET.');
  });

  it('counts to the open round’s close, naming the round in Russian too', async () => {
    await act(() => setLanguage('RU'));
    heroAt(DURING.longlist);
    expect(screen.getByRole('timer', { name: 'До конца голосования по лонг-листу' })).toBeVisible();
    expect(note()).toBe('Голосование по лонг-листу идёт до 31 января 2027 г., 23:59 (CET).');
  });

  it('gives no countdown during the show: it is live, and leads to the stream', () => {
    heroAt(DURING.live);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('The show is live')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Watch the live show' })).toHaveAttribute('href', '/stream');
  });

  it('leads to this season’s winners after the show', () => {
    heroAt(DURING.after);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('The winners are announced')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the winners' })).toHaveAttribute('href', '/home#winners');
    expect(note()).toBeUndefined();
  });
});
