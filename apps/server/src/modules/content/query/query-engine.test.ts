import { describe, expect, it } from 'vitest';
import { ContentError } from '../errors';
import { parseQuery } from './parse-query';
import { runQuery } from './run-query';
import { shapeOf, type Row } from './shape';

const items: Row[] = [
  { id: 1, sort: 3, name: 'Gamma', score: 10, tags: null, translations: [row(1, 1, 'EN', 'One'), row(2, 1, 'SP', 'Uno')] },
  { id: 2, sort: 1, name: 'alpha', score: 30, tags: 'x', translations: [row(3, 2, 'EN', 'Two')] },
  { id: 3, sort: 2, name: 'Beta', score: 20, tags: '', translations: [row(4, 3, 'RU', 'Три'), row(5, 3, 'EN', 'Three')] },
];

function row(id: number, parent: number, languages_code: string, title: string): Row {
  return { id, things_id: parent, languages_code, title };
}

const shape = shapeOf(items);
const read = (params: Record<string, unknown>) => runQuery(items, shape, parseQuery(params, shape));
const ids = (params: Record<string, unknown>) => read(params).data.map((item) => item.id);

function rejection(params: Record<string, unknown>): ContentError {
  try {
    parseQuery(params, shape);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(params)}`);
}

describe('content query engine', () => {
  it('returns every field by default, relations as the ids of their rows, sorted by the sort field', () => {
    const { data } = read({});
    expect(data.map((item) => item.id)).toEqual([2, 3, 1]);
    expect(data[2]).toEqual({ id: 1, sort: 3, name: 'Gamma', score: 10, tags: null, translations: [1, 2] });
  });

  it('keeps only the requested fields, expanding relations asked for with nested fields', () => {
    expect(read({ fields: 'translations.title', sort: 'id', limit: '1' }).data).toEqual([{ translations: [{ title: 'One' }, { title: 'Uno' }] }]);
    expect(read({ fields: ['id', 'translations.*'], sort: 'id', limit: '1' }).data[0]).toEqual({
      id: 1,
      translations: [row(1, 1, 'EN', 'One'), row(2, 1, 'SP', 'Uno')],
    });
    expect(read({ fields: '*.*', sort: 'id', limit: '1' }).data[0]).toMatchObject({ name: 'Gamma', translations: [{ title: 'One' }, { title: 'Uno' }] });
  });

  it('sorts on several fields in either direction and pages with limit, offset and page', () => {
    expect(ids({ sort: '-score' })).toEqual([2, 3, 1]);
    expect(ids({ sort: 'name' })).toEqual([2, 3, 1]);
    expect(ids({ sort: ['-id'], limit: '2' })).toEqual([3, 2]);
    expect(ids({ sort: 'id', offset: '1' })).toEqual([2, 3]);
    expect(ids({ sort: 'id', limit: '1', page: '3' })).toEqual([3]);
    expect(ids({ sort: 'id', limit: '-1' })).toEqual([1, 2, 3]);
    expect(ids({ sort: 'id', limit: '0' })).toEqual([]);
  });

  it('filters with comparison, list, null and text operators, in JSON or bracket form', () => {
    expect(ids({ filter: '{"id":{"_eq":2}}' })).toEqual([2]);
    expect(ids({ filter: { id: { _eq: '2' } } })).toEqual([2]);
    expect(ids({ filter: { id: { _neq: 2 } }, sort: 'id' })).toEqual([1, 3]);
    expect(ids({ filter: { id: { _in: '1,3' } }, sort: 'id' })).toEqual([1, 3]);
    expect(ids({ filter: { id: { _nin: [1, 3] } } })).toEqual([2]);
    expect(ids({ filter: { score: { _gte: 20 } }, sort: 'id' })).toEqual([2, 3]);
    expect(ids({ filter: { score: { _between: [15, 25] } } })).toEqual([3]);
    expect(ids({ filter: { tags: { _null: true } } })).toEqual([1]);
    expect(ids({ filter: { tags: { _empty: 'true' } }, sort: 'id' })).toEqual([1, 3]);
    expect(ids({ filter: { name: { _icontains: 'ALP' } } })).toEqual([2]);
    expect(ids({ filter: { name: { _starts_with: 'B' } } })).toEqual([3]);
  });

  it('combines filters with _and and _or', () => {
    expect(ids({ filter: { _or: [{ id: { _eq: 1 } }, { name: { _eq: 'Beta' } }] }, sort: 'id' })).toEqual([1, 3]);
    expect(ids({ filter: { _and: [{ score: { _gt: 10 } }, { score: { _lt: 30 } }] } })).toEqual([3]);
  });

  it('filters items by their relation rows, and the rows themselves with deep', () => {
    expect(ids({ filter: { translations: { languages_code: { _eq: 'SP' } } } })).toEqual([1]);
    expect(ids({ filter: { translations: { _none: { languages_code: { _eq: 'RU' } } } }, sort: 'id' })).toEqual([1, 2]);
    const english = read({ fields: 'id,translations.title', sort: 'id', deep: { translations: { _filter: { languages_code: { _eq: 'EN' } } } } });
    expect(english.data.map((item) => item.translations)).toEqual([[{ title: 'One' }], [{ title: 'Two' }], [{ title: 'Three' }]]);
    const firstByCode = read({ fields: 'translations.languages_code', sort: 'id', deep: '{"translations":{"_sort":"-languages_code","_limit":1}}' });
    expect(firstByCode.data.map((item) => item.translations)).toEqual([[{ languages_code: 'SP' }], [{ languages_code: 'EN' }], [{ languages_code: 'RU' }]]);
  });

  it('reports total and filtered counts in meta on request', () => {
    expect(read({ filter: { id: { _eq: 1 } }, meta: '*' }).meta).toEqual({ total_count: 3, filter_count: 1 });
  });

  it.each([
    [{ fields: 'nope' }, 'Field "nope" does not exist.'],
    [{ fields: 'name.first' }, 'Field "name" has no nested fields.'],
    [{ sort: 'missing' }, 'Field "missing" does not exist.'],
    [{ sort: 'translations' }, 'Cannot sort on the relation "translations".'],
    [{ limit: 'ten' }, '"limit" must be an integer of at least -1.'],
    [{ offset: '-1' }, '"offset" must be an integer of at least 0.'],
    [{ filter: '{"id":' }, 'Invalid JSON for "filter".'],
    [{ filter: { id: { _like: 1 } } }, 'Unknown filter operator "_like".'],
    [{ filter: { id: 1 } }, 'The filter on "id" needs an operator such as _eq.'],
    [{ deep: { name: { _limit: 1 } } }, '"deep" names "name", which is not a relation.'],
    [{ search: 'x' }, '"search" is not supported.'],
  ])('refuses %j as an invalid query', (params, reason) => {
    const error = rejection(params);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('INVALID_QUERY');
    expect(error.message).toBe(`Invalid query. ${reason}`);
  });
});
