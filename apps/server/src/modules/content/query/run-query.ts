import type { FieldTree } from './fields';
import type { ContentQuery, ListQuery, SortKey } from './parse-query';
import { isRelationValue, type Row, type Shape } from './shape';

/** Relation rows nobody asked to narrow come whole, in their stored order. */
const WHOLE: ListQuery = { sort: [], limit: -1, offset: 0, deep: new Map() };

/** Null sorts last going up and first going down, as PostgreSQL (and so Directus) does. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function sortRows(rows: Row[], keys: SortKey[]): Row[] {
  return [...rows].sort((a, b) => {
    for (const { field, descending } of keys) {
      const result = compareValues(a[field], b[field]);
      if (result !== 0) return descending ? -result : result;
    }
    return 0;
  });
}

function page(rows: Row[], { limit, offset }: ListQuery): Row[] {
  return rows.slice(offset, limit === -1 ? undefined : offset + limit);
}

function filterRows(rows: Row[], query: ListQuery): Row[] {
  return query.filter ? rows.filter(query.filter) : rows;
}

/** Keeps the requested fields; a relation asked for without nested fields gives its rows' ids, as Directus does. */
function project(row: Row, tree: FieldTree, shape: Shape, deep: Map<string, ListQuery>): Row {
  const star = tree.get('*');
  const names = star === undefined ? [...tree.keys()] : [...new Set([...shape.fields.keys(), ...tree.keys()])].filter((name) => name !== '*');
  const result: Row = {};
  for (const name of names) {
    const related = shape.fields.get(name);
    const nested = tree.has(name) ? tree.get(name) : star;
    if (!related) {
      result[name] = row[name] ?? null;
      continue;
    }
    const query = deep.get(name) ?? WHOLE;
    const rows = page(sortRows(filterRows(isRelationValue(row[name]) ? row[name] : [], query), query.sort), query);
    result[name] = nested ? rows.map((child) => project(child, nested, related, query.deep)) : rows.map((child) => child.id);
  }
  return result;
}

export interface ListResult {
  data: Row[];
  meta?: Partial<Record<'total_count' | 'filter_count', number>>;
}

/** Filters, sorts, pages and projects a collection's items. */
export function runQuery(items: Row[], shape: Shape, query: ContentQuery): ListResult {
  const matching = filterRows(items, query);
  const data = page(sortRows(matching, query.sort), query).map((item) => project(item, query.fields, shape, query.deep));
  if (query.meta.length === 0) return { data };
  const counts = { total_count: items.length, filter_count: matching.length };
  return { data, meta: Object.fromEntries(query.meta.map((key) => [key, counts[key]])) };
}
