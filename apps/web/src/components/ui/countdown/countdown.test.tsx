import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

afterEach(() => vi.useRealTimers());

const values = () => Array.from(document.querySelectorAll('.countdown__value')).map((value) => value.textContent);

describe('the countdown component', () => {
  it('ticks every second toward the end date, with unit labels from content or the catalogue', () => {
    vi.useFakeTimers({ now: Date.parse('2027-01-03T23:58:58Z') });
    render(<Countdown end="2027-01-03T23:59:59Z" labels={{ days: 'días', hours: '' }} />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeInTheDocument();
    expect(values()).toEqual(['00', '00', '01', '01']);
    expect(screen.getByText('días')).toBeInTheDocument();
    expect(screen.getByText('hours')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(['00', '00', '01', '00']);
  });

  it('stays at 00 once the end has passed', () => {
    vi.useFakeTimers({ now: Date.parse('2027-02-01T00:00:00Z') });
    render(<Countdown end="2027-01-03T23:59:59Z" />);
    expect(values()).toEqual(['00', '00', '00', '00']);
  });
});
