import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';
import ru from './ru.json';

/** Every key path of a catalogue, with its text. */
function entries(catalogue: object, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const catalogues = { en, es, ru, pt };
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

describe('the language catalogues', () => {
  it.each(Object.entries(catalogues))('%s has the keys of the English catalogue, a number-bearing one in its own plural forms', (locale, catalogue) => {
    const own = forms(catalogue);
    const english = forms(en);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    const wrong = [...english].filter(([key, englishForms]) => (englishForms.length ? own.get(key)!.sort().join() !== categories.join() : own.get(key)!.length > 0));
    expect(wrong.map(([key]) => `${key}: ${own.get(key)!.join() || 'no forms'}, wants ${categories.join()}`)).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has a non-empty text for every key', (_, catalogue) => {
    const empty = entries(catalogue).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s fills in what English fills in, a plural form at most leaving out the count', (_, catalogue) => {
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
