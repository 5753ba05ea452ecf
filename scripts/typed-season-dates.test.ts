import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Season page is the one place where the season's dates are typed: texts quote them as
 * placeholders (`{applications.end}`) or take them from the season in code. A date typed into a
 * seeded text, a catalogue or a mail would fall behind the first time the organisers move the
 * season, so this test refuses one in any of the four languages.
 */

const root = path.resolve(import.meta.dirname, '..');

/** Months as the four languages write them, in full and short, Russian in its cases, any letter case. */
const MONTHS = [
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|ene|abr|ago|dic',
  'январ[ьяе]|феврал[ьяе]|март[ае]?|апрел[ьяе]|ма[йяе]|июн[ьяе]|июл[ьяе]|август[ае]?|сентябр[ьяе]|октябр[ьяе]|ноябр[ьяе]|декабр[ьяе]',
  'янв|фев|мар|апр|июн|июл|авг|сен|окт|нояб?|дек',
  'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|fev|mai|set|out|dez',
].join('|');
const DAY = '(?:[12]?\\d|3[01])';
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\d])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\d])';

/** A day with its month either way round ('3 January', '13 de enero', 'JAN 13', 'Feb 27'), or a month with its year ('January 2027'). */
const TYPED_DATE = new RegExp(
  [
    `${NOT_LETTER_BEFORE}${DAY}\\.?\\s+(?:de\\s+)?(?:${MONTHS})${NOT_LETTER_AFTER}`,
    `${NOT_LETTER_BEFORE}(?:${MONTHS})\\.?\\s+${DAY}${NOT_LETTER_AFTER}`,
    `${NOT_LETTER_BEFORE}(?:${MONTHS})\\.?,?\\s+(?:de\\s+)?20\\d\\d${NOT_LETTER_AFTER}`,
  ].join('|'),
  'giu',
);

/** Every date a text types by hand. */
const typedDates = (text: string) => [...text.matchAll(TYPED_DATE)].map(([match]) => match);

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file))
    .filter((file) => keep(file) && !/\.test\.tsx?$/.test(file));
}

/** The texts visitors and users read that are written in the code: seeded content, catalogues, API messages and mails. */
const TEXTS = [
  ...filesUnder('apps/server/src/seed/content', (file) => file.endsWith('.ts')),
  ...filesUnder('apps/web/src/locales', (file) => file.endsWith('.json')),
  'packages/contracts/src/messages.ts',
  ...filesUnder('apps/server/src/modules', (file) => /mail[^/]*\.ts$/.test(file)),
];

describe('a date of the season', () => {
  it('is found however a language writes it, and a text without one is left alone', () => {
    expect(
      typedDates('3 January 2027 · JAN 13 · Feb 27, 4:00 PM CET · 13 de enero · 3 de janeiro de 2027 · 27 февраля 2027 года · 18 НОЯ – 3 ЯНВ · 27 FEV · January 2027'),
    ).toEqual(['3 January', 'JAN 13', 'Feb 27', '13 de enero', '3 de janeiro', '27 февраля', '18 НОЯ', '3 ЯНВ', '27 FEV', 'January 2027']);
    expect(typedDates('Videos created in 2025 qualify; reviewed within 60 hours; you may nominate 3 streamers; {applications.end:date}, {show.start:time}.')).toEqual([]);
  });

  it.each(TEXTS)('is typed nowhere in %s', (file) => {
    expect(typedDates(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});
