import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@awards/contracts';

/**
 * Every catalogue: the site's (locales/<locale>.json, namespace `translation`) and each namespace
 * that loads apart (locales/<namespace>/<locale>.json, lib/namespace-catalogues.ts). All are held
 * to the same rules, namespace by namespace, so a new folder is covered the day it appears.
 */
const files = import.meta.glob<object>(['./*.json', './*/*.json'], { eager: true, import: 'default' });
const PATH = /^\.\/(?:([\w-]+)\/)?([\w-]+)\.json$/;

const namespaces = new Map<string, Map<string, object>>();
for (const [path, catalogue] of Object.entries(files)) {
  const [, namespace = 'translation', locale] = PATH.exec(path)!;
  namespaces.set(namespace, (namespaces.get(namespace) ?? new Map()).set(locale!, catalogue));
}

/** Every key path of a catalogue, with its text. */
function entries(catalogue: object, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix: `countdown.days_few` is a form of `countdown.days`. */
const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** Each key of a catalogue with the plural categories it has forms for (none for a plain key). */
function forms(catalogue: object): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key] of entries(catalogue)) {
    const category = PLURAL_SUFFIX.exec(key)?.[1];
    const list = found.get(baseOf(key)) ?? [];
    if (category) list.push(category);
    found.set(baseOf(key), list);
  }
  return found;
}

/** The names a text fills in, `{{count}}` and `{{value, number}}` alike. */
const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)[^}]*}}/g)].map((match) => match[1]).sort();

const LOCALES = LANGUAGES.map((language) => language.locale).sort();

describe.each([...namespaces.keys()])('the %s catalogues', (namespace) => {
  const catalogues = namespaces.get(namespace)!;
  const en = catalogues.get('en') ?? {};
  const others = [...catalogues].filter(([locale]) => LOCALES.includes(locale as (typeof LOCALES)[number]));

  it('exist in each of the four languages, and in no other', () => {
    expect([...catalogues.keys()].sort()).toEqual(LOCALES);
  });

  it.each(others)('%s has the keys of the English catalogue, a number-bearing one in its own plural forms', (locale, catalogue) => {
    const own = forms(catalogue);
    const english = forms(en);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    const wrong = [...english].filter(([key, englishForms]) => (englishForms.length ? own.get(key)!.sort().join() !== categories.join() : own.get(key)!.length > 0));
    expect(wrong.map(([key]) => `${key}: ${own.get(key)!.join() || 'no forms'}, wants ${categories.join()}`)).toEqual([]);
  });

  it.each(others)('%s has a non-empty text for every key', (_, catalogue) => {
    const empty = entries(catalogue).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(others)('%s fills in what English fills in, a plural form at most leaving out the count', (_, catalogue) => {
    const english = new Map(entries(en).filter(([key]) => !PLURAL_SUFFIX.test(key) || key.endsWith('_other')).map(([key, value]) => [baseOf(key), value]));
    const mismatched = entries(catalogue).filter(([key, value]) => {
      const wanted = placeholders(english.get(baseOf(key)));
      const found = placeholders(value);
      if (!PLURAL_SUFFIX.test(key) || key.endsWith('_other')) return found.join() !== wanted.join();
      return found.join() !== wanted.join() && found.join() !== wanted.filter((name) => name !== 'count').join();
    });
    expect(mismatched).toEqual([]);
  });
});
