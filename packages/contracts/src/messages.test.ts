import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';
import { MESSAGE_KEYS, formatMessage, messageWithCount, pluralCategories, pluralForm, wordingOf } from './messages';

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

  it('picks, for a text outside the catalogue, the form its language uses for the number', () => {
    const hours = { one: '{{count}} час', few: '{{count}} часа', many: '{{count}} часов', other: '{{count}} часа' };
    expect([1, 2, 5, 21, 24, 60].map((count) => pluralForm(hours, count, 'RU'))).toEqual(['1 час', '2 часа', '5 часов', '21 час', '24 часа', '60 часов']);
    expect([1, 24].map((count) => pluralForm({ one: '{{count}} hour', other: '{{count}} hours' }, count, 'EN'))).toEqual(['1 hour', '24 hours']);
  });

  it('says what the English source meant, and every language says it so', () => {
    expect(formatMessage('error.internal', 'EN')).toBe('The server is unavailable. Try again later.');
    expect(formatMessage('error.captcha_unavailable', 'EN')).toBe('The captcha could not be loaded. Reload the page and try again.');
    expect(formatMessage('error.email_blacklisted', 'EN')).toBe('This email is on our block list. Try another one.');
    expect(formatMessage('error.duplicate_application', 'EN')).toBe('You have already sent an application with this streamer or this video in this nomination.');
    expect(formatMessage('error.duplicate_application', 'RU')).toBe('В этой номинации у вас уже есть заявка с этим стримером или этим видео.');
  });

  it('names a nomination, an entry, a guess and a round with the words of the interface', () => {
    expect(formatMessage('error.already_voted', 'PT')).toBe('Você já votou nesta categoria nesta rodada.');
    expect(formatMessage('error.already_voted', 'SP')).toBe('Ya has votado en esta categoría en esta ronda.');
    expect(formatMessage('error.already_voted', 'RU')).toBe('Вы уже проголосовали в этой номинации на этом этапе.');
    expect(formatMessage('validation.unknown_nomination', 'PT')).toBe('Escolha uma das categorias');
    expect(formatMessage('error.applications_closed', 'SP')).toBe('El plazo de candidaturas está cerrado. Consulta las fechas clave.');
    expect(formatMessage('error.already_guessed', 'SP')).toBe('Ya has hecho tu predicción para este bloque.');
    expect(formatMessage('error.guessing_closed', 'RU')).toBe('Приём прогнозов по этому блоку закрыт.');
    expect(formatMessage('error.bad_request', 'SP')).toBe('No se pudo leer la petición. Revísala e inténtalo de nuevo.');
  });

  it('keeps a figure and its unit on one line', () => {
    for (const language of LANGUAGE_CODES) expect(formatMessage('error.video_too_large', language)).toMatch(/200\u00a0(MB|МБ)\./);
  });

  it('words the basic form messages plainly', () => {
    expect(formatMessage('validation.required', 'EN')).toBe('This field is required');
    expect(formatMessage('validation.url', 'EN')).toBe('Invalid link');
    expect(formatMessage('validation.email', 'EN')).toBe('Invalid email');
    expect(formatMessage('validation.media_none', 'EN')).toBe('Upload a video or attach a link to one');
  });

  it('leaves an unknown key as it is rather than showing a blank', () => {
    expect(formatMessage('validation.nope', 'PT')).toBe('validation.nope');
  });
});
