import { describe, expect, it, vi } from 'vitest';
import { formatters, loadDateData } from './format';

const NBSP = '\u00a0';

describe('figures and dates in the visitor language', () => {
  it('write large figures as each language says them', () => {
    expect(['en', 'es', 'ru', 'pt'].map((locale) => formatters(locale).compact(88_000))).toEqual(['88K', `88${NBSP}mil`, `88${NBSP}тыс.`, `88${NBSP}mil`]);
  });

  it('put a non-breaking space before the percent sign where the language wants one', () => {
    expect(['en', 'es', 'ru', 'pt'].map((locale) => formatters(locale).percent(45.5))).toEqual(['45.5%', `45,5${NBSP}%`, `45,5${NBSP}%`, '45,5%']);
  });

  it('join a date range with a dash, never a hyphen', () => {
    for (const locale of ['en', 'es', 'ru', 'pt']) {
      const range = formatters(locale).dateRange('2026-11-18T12:00:00Z', '2027-01-03T12:00:00Z');
      expect(range, locale).toMatch(/–/);
      expect(range, locale).not.toMatch(/ - /);
    }
  });

  it('group thousands in a count', () => {
    expect(formatters('ru').count(281_000)).toBe(`281${NBSP}000`);
    expect(formatters('en').count(281_000)).toBe('281,000');
  });

  it('makes a language’s formatters once for every part that shows them, each on its first use', () => {
    const Real = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    } as typeof Real);
    const format = formatters('en-GB');
    expect(made).not.toHaveBeenCalled();
    expect(format.dateTime('2026-11-18T12:00:00Z')).toMatch(/2026/);
    expect(formatters('en-GB').dateTime('2027-01-03T12:00:00Z')).toMatch(/2027/);
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });

  it('loads each language’s date data ahead of the first date', () => {
    for (const locale of ['en', 'es', 'ru', 'pt']) expect(() => loadDateData(locale), locale).not.toThrow();
  });
});
