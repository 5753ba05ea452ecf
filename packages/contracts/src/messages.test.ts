import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';
import { MESSAGE_KEYS, formatMessage, messageWithCount, pluralCategories, wordingOf } from './messages';

describe('shared messages', () => {
  it('has a non-empty text in every language for every key', () => {
    for (const key of MESSAGE_KEYS) {
      for (const language of LANGUAGE_CODES) {
        const text = formatMessage(key, language);
        expect(text, `${key} in ${language}`).not.toBe(key);
        expect(text.trim().length, `${key} in ${language}`).toBeGreaterThan(0);
      }
    }
  });

  it('fills the count of a min or max message in the form its language uses for that number', () => {
    const min = (count: number, language: 'EN' | 'SP' | 'RU' | 'PT') => formatMessage(messageWithCount('validation.min', count), language);
    expect([1, 2].map((count) => min(count, 'EN'))).toEqual(['At least 1 character', 'At least 2 characters']);
    expect([1, 2, 5, 21, 22].map((count) => min(count, 'RU'))).toEqual([
      'Минимум 1 символ',
      'Минимум 2 символа',
      'Минимум 5 символов',
      'Минимум 21 символ',
      'Минимум 22 символа',
    ]);
    expect([1, 2].map((count) => min(count, 'SP'))).toEqual(['Mínimo 1 carácter', 'Mínimo 2 caracteres']);
    expect([1, 2].map((count) => min(count, 'PT'))).toEqual(['Mínimo de 1 caractere', 'Mínimo de 2 caracteres']);
    expect(formatMessage(messageWithCount('validation.max', 255), 'RU')).toBe('Максимум 255 символов');
  });

  it('has, for a text with a number, exactly the plural forms each language uses', () => {
    const wrong = MESSAGE_KEYS.flatMap((key) =>
      LANGUAGE_CODES.flatMap((language) => {
        const wording = wordingOf(key)[language];
        if (typeof wording === 'string') return [];
        const forms = Object.keys(wording).sort().join();
        return forms === [...pluralCategories(language)].sort().join() ? [] : [`${key} in ${language}: ${forms}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the agreed wording of the set-1 messages', () => {
    expect(formatMessage('validation.required', 'EN')).toBe('This field is required');
    expect(formatMessage('validation.url', 'EN')).toBe('Invalid link');
    expect(formatMessage('validation.email', 'EN')).toBe('Invalid email');
    expect(formatMessage('validation.media_none', 'EN')).toBe('You should upload video or attach link to video');
  });

  it('leaves an unknown key as it is rather than showing a blank', () => {
    expect(formatMessage('validation.nope', 'PT')).toBe('validation.nope');
  });
});
