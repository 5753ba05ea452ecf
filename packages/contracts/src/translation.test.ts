import { describe, expect, it } from 'vitest';
import { byLanguage, pickTranslation } from './translation';

describe('pickTranslation', () => {
  const texts = {
    EN: { title: 'Rules', body: 'Read them' },
    RU: { title: 'Правила', body: '   ' },
    PT: { title: '', body: null },
  };

  it('takes each field in the asked language', () => {
    expect(pickTranslation(texts, 'RU', ['title'])).toEqual({ title: 'Правила' });
  });

  it('takes a field from English where the language leaves it missing, empty or only white space', () => {
    expect(pickTranslation(texts, 'RU', ['title', 'body'])).toEqual({ title: 'Правила', body: 'Read them' });
    expect(pickTranslation(texts, 'PT', ['title', 'body'])).toEqual({ title: 'Rules', body: 'Read them' });
    expect(pickTranslation(texts, 'SP', ['title'])).toEqual({ title: 'Rules' });
  });

  it('gives empty text when English has none either', () => {
    expect(pickTranslation({ EN: { title: ' ' } }, 'RU', ['title'])).toEqual({ title: '' });
    expect(pickTranslation({}, 'EN', ['title'])).toEqual({ title: '' });
  });

  it('reads content translation rows keyed by their language', () => {
    const rows = [
      { languagesCode: 'EN' as const, title: 'FAQ' },
      { languagesCode: 'SP' as const, title: 'Preguntas' },
    ];
    expect(pickTranslation(byLanguage(rows), 'SP', ['title'])).toEqual({ title: 'Preguntas' });
    expect(pickTranslation(byLanguage<(typeof rows)[number]>(undefined), 'SP', ['title'])).toEqual({ title: '' });
  });
});
