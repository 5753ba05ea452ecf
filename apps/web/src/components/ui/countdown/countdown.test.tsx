import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { Countdown } from './countdown';

afterEach(async () => {
  vi.useRealTimers();
  await act(() => setLanguage('EN'));
});

const values = () => Array.from(document.querySelectorAll('.countdown__value')).map((value) => value.textContent);
const units = () => Array.from(document.querySelectorAll('.countdown__unit')).map((unit) => unit.textContent);

const DAY = 24 * 60 * 60 * 1000;
const END = Date.parse('2027-01-03T23:59:59Z');

/** The days unit as shown with `days` days left (and 1 hour, 2 minutes, 5 seconds). */
async function daysShown(days: number) {
  vi.useFakeTimers({ now: END - days * DAY - (60 * 60 + 2 * 60 + 5) * 1000 });
  const { unmount } = render(<Countdown end="2027-01-03T23:59:59Z" />);
  const shown = units();
  unmount();
  return shown;
}

describe('the countdown component', () => {
  it('ticks every second toward the end date', () => {
    vi.useFakeTimers({ now: Date.parse('2027-01-03T23:58:58Z') });
    render(<Countdown end="2027-01-03T23:59:59Z" />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeInTheDocument();
    expect(values()).toEqual(['00', '00', '01', '01']);
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(['00', '00', '01', '00']);
  });

  it('names each unit in the form its number takes in English: 1 day, 2 days', async () => {
    expect(await daysShown(1)).toEqual(['01day', '01hour', '02minutes', '05seconds']);
    expect((await daysShown(2))[0]).toBe('02days');
  });

  it('names each unit in the form its number takes in Russian: 1 день, 2 дня, 5 дней, 21 день, 22 дня', async () => {
    await act(() => setLanguage('RU'));
    const shown = [];
    for (const days of [1, 2, 5, 21, 22]) shown.push((await daysShown(days))[0]);
    expect(shown).toEqual(['01день', '02дня', '05дней', '21день', '22дня']);
    expect(await daysShown(1)).toEqual(['01день', '01час', '02минуты', '05секунд']);
  });

  it.each([
    ['SP', ['01día', '02días']],
    ['PT', ['01dia', '02dias']],
  ] as const)('names each unit in the form its number takes in %s', async (language, expected) => {
    await act(() => setLanguage(language));
    expect([(await daysShown(1))[0], (await daysShown(2))[0]]).toEqual(expected);
  });

  it('stays at 00 once the end has passed', () => {
    vi.useFakeTimers({ now: Date.parse('2027-02-01T00:00:00Z') });
    render(<Countdown end="2027-01-03T23:59:59Z" />);
    expect(values()).toEqual(['00', '00', '00', '00']);
  });
});
