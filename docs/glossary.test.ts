import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Language = 'EN' | 'SP' | 'RU' | 'PT';
const LOCALE: Record<Language, string> = { EN: 'en', SP: 'es', RU: 'ru', PT: 'pt' };
const LANGUAGE_OF_TABLE: Record<string, Language> = { EN: 'EN', ES: 'SP', RU: 'RU', PT: 'PT' };

/** The "Never" table of glossary.md: per language, the forms that must not appear. */
function forbidden(): { language: Language; form: string }[] {
  const section = read('docs/glossary.md').split('## Never')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => /^\| (EN|ES|RU|PT) \|/.test(line))
    .flatMap((line) => {
      const [, language, forms] = line.split('|').map((cell) => cell.trim());
      return forms!.split(',').map((form) => ({ language: LANGUAGE_OF_TABLE[language!]!, form: form.trim() }));
    });
}

/** A form as a whole word; one written with a capital is a label and matches only as written. */
const pattern = (form: string) => new RegExp(`(?<![\\p{L}-])${form}(?![\\p{L}-])`, form[0] === form[0]!.toLowerCase() ? 'iu' : 'u');

/**
 * Texts keyed by language in source files (`EN: ..., SP: ..., RU: ..., PT: ...`): each stretch
 * between one key and the next is that language's.
 */
function textsByLanguage(source: string): Record<Language, string> {
  const texts: Record<Language, string> = { EN: '', SP: '', RU: '', PT: '' };
  const parts = source.split(/\b(EN|SP|RU|PT):/);
  for (let index = 1; index < parts.length; index += 2) texts[parts[index] as Language] += `${parts[index + 1]}\n`;
  return texts;
}

/** A catalogue's texts without its keys: a key such as `logIn` is code, not a word a visitor reads. */
const wordsOf = (value: unknown): string =>
  typeof value === 'string' ? value : Object.values(value as Record<string, unknown>).map(wordsOf).join('\n');

/** Every place the site's words live, per language. */
function everyText(): { place: string; language: Language; text: string }[] {
  // The site's catalogues and each namespace's (the backstage's, under a folder of its own).
  const catalogueFiles = readdirSync(path.join(root, 'apps/web/src/locales'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  const catalogues = (Object.keys(LOCALE) as Language[]).flatMap((language) =>
    catalogueFiles
      .filter((file) => path.basename(file) === `${LOCALE[language]}.json`)
      .map((name) => {
        const file = `apps/web/src/locales/${name}`;
        return { place: file, language, text: wordsOf(JSON.parse(read(file))) };
      }),
  );
  const under = (folder: string, test: RegExp) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => test.test(file) && !file.endsWith('.test.ts'))
      .map((file) => path.join(folder, file));
  const keyed = [
    'packages/contracts/src/messages.ts',
    'packages/contracts/src/browser-failures.ts',
    'apps/server/src/modules/personal-data/notes.ts',
    ...under('apps/server/src/modules', /mail-template.*\.ts$/),
    ...under('apps/server/src/seed', /\.ts$/),
  ]
    .flatMap((file) => Object.entries(textsByLanguage(read(file))).map(([language, text]) => ({ place: file, language: language as Language, text })));
  return [...catalogues, ...keyed];
}

/** Every catalogue text with its key, per language: the plural rules read a form's category off its key. */
function catalogueEntries(): { place: string; language: Language; key: string; text: string }[] {
  const walk = (value: unknown, key: string): { key: string; text: string }[] =>
    typeof value === 'string' ? [{ key, text: value }] : Object.entries(value as Record<string, unknown>).flatMap(([name, inner]) => walk(inner, key ? `${key}.${name}` : name));
  const files = readdirSync(path.join(root, 'apps/web/src/locales'), { recursive: true, encoding: 'utf8' });
  return (Object.keys(LOCALE) as Language[]).flatMap((language) =>
    files
      .filter((file) => path.basename(file) === `${LOCALE[language]}.json`)
      .flatMap((name) => walk(JSON.parse(read(`apps/web/src/locales/${name}`)), '').map((entry) => ({ place: `${name} ${entry.key}`, language, ...entry }))),
  );
}

/**
 * Words a Russian `_one` form must not use: `one` holds 1, 21, 31…, so "один" (but "один раз",
 * once), "каждый из" or a pronoun for a single thing ("его", "она") is false for 21 of them. A
 * sentence refers back with a noun or a plural instead.
 */
const SINGLE_ONLY = /(?<!\p{L})(один(?! раз)|одна|одно|одним|одной|одну|он|она|оно|его|её|ему|ей|него|неё|нём|ней|каждый из|все они)(?!\p{L})/iu;

describe('the glossary', () => {
  const rules = forbidden();
  const texts = everyText();

  it('forbids words in each of the four languages', () => {
    expect(new Set(rules.map((rule) => rule.language))).toEqual(new Set(['EN', 'SP', 'RU', 'PT']));
  });

  it('is followed by the catalogues, the API messages, the mails and the seeded content', () => {
    const found = rules.flatMap(({ language, form }) =>
      texts.filter((text) => text.language === language && pattern(form).test(text.text)).map((text) => `${language} "${form}" in ${text.place}`),
    );
    expect(found).toEqual([]);
  });

  it('puts a non-breaking space before every Russian dash in a sentence', () => {
    const found = texts.filter((text) => text.language === 'RU').flatMap(({ place, text }) => (text.match(/.{0,24} —.{0,12}/gu) ?? []).map((hit) => `${place}: ${hit}`));
    expect(found).toEqual([]);
  });

  it('quotes a role, a round or (but in English) a nomination named mid-sentence, so that its capital reads as a label', () => {
    const found = catalogueEntries().flatMap(({ place, language, text }) =>
      [...text.matchAll(/\{\{(role|round|nomination)\}\}/gu)]
        .filter((match) => !(match[1] === 'nomination' && language === 'EN'))
        // A label that starts the text or follows a colon stands as a label already.
        .filter(({ index }) => index > 0 && !text.slice(0, index).endsWith(': '))
        .filter(({ index, 0: label }) => !('«“'.includes(text[index - 1]!) && '»”'.includes(text[index + label.length] ?? '')))
        .map(() => `${place}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('writes each Russian plural form true for every number of its category, showing the number', () => {
    const russian = catalogueEntries().filter(({ language, key }) => language === 'RU' && /_(one|few|many|other)$/.test(key));
    // A form that is a sentence, not a unit beside a figure ("день"), names its number: each category holds many.
    const unnumbered = russian.filter(({ text }) => text.includes(' ') && !text.includes('{{count')).map(({ place, text }) => `${place}: ${text}`);
    const single = russian.filter(({ key, text }) => key.endsWith('_one') && SINGLE_ONLY.test(text)).map(({ place, text }) => `${place}: ${text}`);
    expect([...unnumbered, ...single]).toEqual([]);
  });

  it('types no file size into a catalogue: the limit is formatted from the code’s own', () => {
    const found = catalogueEntries()
      .filter(({ text }) => /\d\s?(KB|MB|GB|КБ|МБ|ГБ)(?!\p{L})/u.test(text))
      .map(({ place, text }) => `${place}: ${text}`);
    expect(found).toEqual([]);
  });

  it('types no figure into a plural form: the count is the placeholder', () => {
    const found = catalogueEntries()
      .filter(({ key, text }) => /_(one|few|many|other)$/.test(key) && /\d/u.test(text.replace(/\{\{[^}]*\}\}/gu, '')))
      .map(({ place, text }) => `${place}: ${text}`);
    expect(found).toEqual([]);
  });
});
