import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './languages';

describe('reading the language of a request', () => {
  it.each([
    ['EN', 'EN'],
    ['SP', 'SP'],
    ['RU', 'RU'],
    ['PT', 'PT'],
    ['es', 'SP'],
    ['es-ES', 'SP'],
    ['pt-BR', 'PT'],
    ['ru;q=0.9', 'RU'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'RU'],
    ['de-DE,pt;q=0.5', 'PT'],
    ['en;q=0.1, ru;q=0.9', 'RU'],
  ])('reads %j as %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });

  it.each([undefined, '', 'de', 'zz-ZZ', '*', ';;;', 'q=1'])('falls back to English for %j', (header) => {
    expect(languageFromHeader(header)).toBe('EN');
  });
});
