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
  const keyed = ['packages/contracts/src/messages.ts', ...under('apps/server/src/modules', /mail-template.*\.ts$/), ...under('apps/server/src/seed', /\.ts$/)]
    .flatMap((file) => Object.entries(textsByLanguage(read(file))).map(([language, text]) => ({ place: file, language: language as Language, text })));
  return [...catalogues, ...keyed];
}

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
});
