import { describe, expect, it } from 'vitest';
import { shortDisplayName } from './display-name';

describe('a display name on the leaderboard', () => {
  it.each([
    ['Anna Petrova', 'Anna P.'],
    ['Дмитрий Волков', 'Дмитрий В.'],
    ['maría josé garcía lópez', 'maría L.'],
    ['  Lucas   Oliveira  ', 'Lucas O.'],
    ['Kai', 'Kai'],
    ['Maximilianusz', 'Maximilianu…'],
    ['Maximilianusz Kowalczyk', 'Maximilianu… K.'],
  ])('shortens %j to %j', (name, short) => {
    expect(shortDisplayName(name)).toBe(short);
  });

  it('shows no more than twelve characters of a single word, emoji kept whole', () => {
    expect(shortDisplayName('🎰'.repeat(20))).toBe(`${'🎰'.repeat(11)}…`);
  });

  it.each([
    ['anna.petrova@example.com', 'anna.petrova'],
    ['Anna anna@example.com', 'Anna A.'],
    ['@SlotQueen', '@SlotQueen'],
  ])('never shows an email typed as a name: %j is %j', (name, short) => {
    expect(shortDisplayName(name)).toBe(short);
    expect(shortDisplayName(name)).not.toMatch(/@\S*\./);
  });
});
