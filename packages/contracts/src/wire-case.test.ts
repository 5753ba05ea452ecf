import { describe, expect, it } from 'vitest';
import { toCamel, toSnake } from './wire-case';

describe('wire case', () => {
  it('camelCases snake_case keys deeply, in objects and arrays, and leaves values alone', () => {
    const wire = { my_vote: { nominee_id: 3, created_at: 'link_to_page' }, results: [{ nominee_id: 1 }], title: 'a_b' };
    expect(toCamel(wire)).toEqual({ myVote: { nomineeId: 3, createdAt: 'link_to_page' }, results: [{ nomineeId: 1 }], title: 'a_b' });
  });

  it('keeps keys that are not snake_case words: language codes, capitalised names, operators', () => {
    const wire = { restreams: { EN: 1, SP: 2 }, Language: { ID: 1 }, _and: [], filter: { _eq: 1 } };
    expect(toCamel(wire)).toEqual(wire);
    expect(toSnake(wire)).toEqual(wire);
  });

  it('gives back the wire keys from the camelCased ones', () => {
    const wire = { password_change_required: true, translations: [{ languages_code: 'EN', top_title: 'x', nominations_id: 2 }], null_value: null };
    expect(toSnake(toCamel(wire))).toEqual(wire);
  });

  it('passes through what is not a plain object', () => {
    const date = new Date(0);
    expect(toCamel(date)).toBe(date);
    expect(toCamel(null)).toBeNull();
    expect(toSnake('a_b')).toBe('a_b');
  });

  it('keeps a key named __proto__ as a key of its own, and the object an ordinary one', () => {
    const wire = JSON.parse('{"__proto__": {"is_admin": true}, "nominee_id": 1}') as unknown;
    const code = toCamel(wire) as Record<string, unknown>;
    expect(Object.getPrototypeOf(code)).toBe(Object.prototype);
    expect(Object.keys(code)).toEqual(['__proto__', 'nomineeId']);
    expect((code as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(toSnake(code)).toEqual(wire);
  });
});
