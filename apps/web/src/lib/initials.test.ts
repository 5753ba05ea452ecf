import { describe, expect, it } from 'vitest';
import { NICKNAME_SEPARATORS, initials } from './initials';

describe('avatar initials', () => {
  it('are the first letters of the first two words', () => {
    expect(initials('Lena Varga')).toBe('LV');
    expect(initials('  anna maria  de souza ')).toBe('AM');
  });

  it('are the first two letters of a one-word name', () => {
    expect(initials('streamer')).toBe('ST');
    expect(initials('Q')).toBe('Q');
  });

  it('work for Cyrillic and keep a character made of two code units whole', () => {
    expect(initials('лена варга')).toBe('ЛВ');
    expect(initials('🎮 Gamer')).toBe('🎮G');
  });

  it('are empty for an empty name', () => {
    expect(initials('   ')).toBe('');
  });

  it('split a nickname at _, . and - too', () => {
    expect(initials('Mega Win Mila', NICKNAME_SEPARATORS)).toBe('MW');
    expect(initials('lag_lord', NICKNAME_SEPARATORS)).toBe('LL');
    expect(initials('Ana', NICKNAME_SEPARATORS)).toBe('AN');
  });
});
