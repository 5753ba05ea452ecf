import { describe, expect, it } from 'vitest';
import { translated } from './content-translation';

const rows = [
  { languages_code: 'EN' as const, title: 'APPLY', dates: 'NOV 18 - JAN 3' },
  { languages_code: 'RU' as const, title: 'ЗАЯВКИ', dates: '  ' },
];

describe('content translations', () => {
  it('give the texts in the selected language', () => {
    expect(translated(rows, 'RU', ['title'])).toEqual({ title: 'ЗАЯВКИ' });
  });

  it('fall back to English for a blank text or a missing language', () => {
    expect(translated(rows, 'RU', ['dates'])).toEqual({ dates: 'NOV 18 - JAN 3' });
    expect(translated(rows, 'PT', ['title', 'dates'])).toEqual({ title: 'APPLY', dates: 'NOV 18 - JAN 3' });
  });

  it('give empty texts when there is nothing at all, for the caller to default', () => {
    expect(translated(undefined as typeof rows | undefined, 'SP', ['title'])).toEqual({ title: '' });
  });
});
