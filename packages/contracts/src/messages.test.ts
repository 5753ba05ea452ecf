import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';
import { MESSAGE_KEYS, formatMessage, messageWithCount } from './messages';

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

  it('fills the count of a min or max message', () => {
    expect(formatMessage(messageWithCount('validation.min', 2), 'EN')).toBe('Min 2 characters');
    expect(formatMessage(messageWithCount('validation.max', 255), 'RU')).toBe('Максимум 255 символов');
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
