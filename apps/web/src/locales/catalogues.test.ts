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
const keys = (catalogue: object) => entries(catalogue).map(([key]) => key).sort();

describe('the language catalogues', () => {
  it.each(Object.entries(catalogues))('%s has exactly the keys of the English catalogue', (_, catalogue) => {
    expect(keys(catalogue)).toEqual(keys(en));
  });

  it.each(Object.entries(catalogues))('%s has a non-empty text for every key', (_, catalogue) => {
    const empty = entries(catalogue).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s uses the same {{placeholders}} as English in every text', (_, catalogue) => {
    const placeholders = (text: unknown) => String(text).match(/{{\w+}}/g)?.sort() ?? [];
    const english = new Map(entries(en));
    const mismatched = entries(catalogue).filter(([key, value]) => placeholders(value).join() !== placeholders(english.get(key)).join());
    expect(mismatched).toEqual([]);
  });
});
