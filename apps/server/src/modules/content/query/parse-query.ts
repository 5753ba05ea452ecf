import { invalidQuery } from '../errors';
import { compileFilter, type Predicate } from './filter';
import { listParameter, parseFields, type FieldTree } from './fields';
import { fieldOf, isRow, type Shape } from './shape';

export interface SortKey {
  field: string;
  descending: boolean;
}

/** What to do with a list of rows: the top-level items, or the rows of a relation (`deep`). */
export interface ListQuery {
  filter?: Predicate;
  sort: SortKey[];
  /** -1 means every row. */
  limit: number;
  offset: number;
  /** Queries for the rows of relations, by relation name. */
  deep: Map<string, ListQuery>;
}

export type MetaKey = 'total_count' | 'filter_count';

export interface ContentQuery extends ListQuery {
  fields: FieldTree;
  meta: MetaKey[];
}

/** Directus' default page size for items; relation rows come whole unless `deep` limits them. */
const DEFAULT_LIMIT = 100;
const META_KEYS: MetaKey[] = ['total_count', 'filter_count'];
/** Directus features this service does not offer: refusing them beats answering something else. */
const UNSUPPORTED = ['search', 'aggregate', 'groupBy', 'alias'];

function integer(value: unknown, name: string, minimum: number): number {
  const number = typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < minimum) {
    throw invalidQuery(`"${name}" must be an integer of at least ${minimum}.`);
  }
  return number;
}

/** `filter` and `deep` arrive as JSON (what the SDK sends) or as brackets (`filter[id][_eq]=1`). */
function objectParameter(value: unknown, name: string): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalidQuery(`Invalid JSON for "${name}".`);
    }
  }
  if (!isRow(parsed)) throw invalidQuery(`"${name}" must be an object.`);
  return parsed;
}

function parseSort(value: unknown, shape: Shape): SortKey[] {
  if (value === undefined) return ['sort', 'id'].filter((field) => shape.fields.has(field)).map((field) => ({ field, descending: false }));
  return listParameter(value, 'sort').map((entry) => {
    const descending = entry.startsWith('-');
    const field = descending ? entry.slice(1) : entry;
    if (fieldOf(shape, field)) throw invalidQuery(`Cannot sort on the relation "${field}".`);
    return { field, descending };
  });
}

/** Reads `filter`, `sort`, `limit`, `offset`, `page` (prefixed with `_` inside `deep`). */
function parseList(params: Record<string, unknown>, shape: Shape, prefix: '' | '_', defaultLimit: number): Omit<ListQuery, 'deep'> {
  const value = (name: string) => params[prefix + name];
  const limit = value('limit') === undefined ? defaultLimit : integer(value('limit'), 'limit', -1);
  const page = value('page') === undefined ? undefined : integer(value('page'), 'page', 1);
  const offset = value('offset') === undefined ? 0 : integer(value('offset'), 'offset', 0);
  return {
    filter: value('filter') === undefined ? undefined : compileFilter(objectParameter(value('filter'), `${prefix}filter`), shape),
    sort: parseSort(value('sort'), shape),
    limit,
    offset: page !== undefined && limit !== -1 ? (page - 1) * limit : offset,
  };
}

const DEEP_PARAMETERS = ['_filter', '_sort', '_limit', '_offset', '_page'];

/** `deep` maps relation names to `_`-prefixed queries for their rows, nesting further relations by name. */
function parseDeep(deep: Record<string, unknown>, shape: Shape, depth = 0): Map<string, ListQuery> {
  if (depth > 4) throw invalidQuery('"deep" is nested too deeply.');
  const queries = new Map<string, ListQuery>();
  for (const [relation, entry] of Object.entries(deep)) {
    const related = fieldOf(shape, relation);
    if (!related) throw invalidQuery(`"deep" names "${relation}", which is not a relation.`);
    if (!isRow(entry)) throw invalidQuery(`"deep.${relation}" must be an object.`);
    const unknown = Object.keys(entry).find((key) => key.startsWith('_') && !DEEP_PARAMETERS.includes(key));
    if (unknown) throw invalidQuery(`Unknown "deep" parameter "${unknown}".`);
    const nested = Object.fromEntries(Object.entries(entry).filter(([key]) => !key.startsWith('_')));
    queries.set(relation, { ...parseList(entry, related, '_', -1), deep: parseDeep(nested, related, depth + 1) });
  }
  return queries;
}

function parseMeta(value: unknown): MetaKey[] {
  if (value === undefined) return [];
  return [
    ...new Set(
      listParameter(value, 'meta').flatMap((key) => {
        if (key === '*') return META_KEYS;
        if (!(META_KEYS as string[]).includes(key)) throw invalidQuery(`Unknown "meta" value "${key}".`);
        return [key as MetaKey];
      }),
    ),
  ];
}

/** Reads Directus query parameters against a collection's shape; anything malformed is a 400, never a guess. */
export function parseQuery(params: Record<string, unknown>, shape: Shape): ContentQuery {
  const unsupported = UNSUPPORTED.find((name) => params[name] !== undefined);
  if (unsupported) throw invalidQuery(`"${unsupported}" is not supported.`);
  return {
    ...parseList(params, shape, '', DEFAULT_LIMIT),
    deep: params.deep === undefined ? new Map() : parseDeep(objectParameter(params.deep, 'deep'), shape),
    fields: parseFields(params.fields, shape),
    meta: parseMeta(params.meta),
  };
}
