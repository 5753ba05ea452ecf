import { invalidQuery } from '../errors';
import { fieldOf, type Shape } from './shape';

/**
 * Requested fields as a tree: `id,translations.title` is {id: null, translations: {title: null}}.
 * `*` stands for every field of its level; `*.*` also expands every relation.
 */
export type FieldTree = Map<string, FieldTree | null>;

const ALL: FieldTree = new Map([['*', null]]);
const SEGMENT = /^(\*|[A-Za-z0-9_]+)$/;
const MAX_DEPTH = 8;

/** Strings of a list parameter: `a,b`, repeated `x=a&x=b`, or `x[]=a`; anything else is a bad query. */
export function listParameter(value: unknown, name: string): string[] {
  const parts = typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
  if (!parts) throw invalidQuery(`"${name}" must be a comma-separated list.`);
  return parts.flatMap((part: string) => part.split(',')).map((item) => item.trim()).filter(Boolean);
}

function insert(tree: FieldTree, [head, ...rest]: string[]) {
  if (head === undefined) return;
  if (rest.length === 0) {
    if (!tree.has(head)) tree.set(head, null);
    return;
  }
  const nested = tree.get(head) ?? new Map();
  tree.set(head, nested);
  insert(nested, rest);
}

/** Checks every named field against the collection, so a typo is a 400 rather than a silent omission. */
function check(tree: FieldTree, shape: Shape, path: string) {
  for (const [name, nested] of tree) {
    const at = path ? `${path}.${name}` : name;
    if (name === '*') {
      if (nested && [...nested.keys()].some((key) => key !== '*')) throw invalidQuery(`"${at}" may only be followed by "*".`);
      continue;
    }
    const related = fieldOf(shape, name);
    if (!nested) continue;
    if (!related) throw invalidQuery(`Field "${at}" has no nested fields.`);
    check(nested, related, at);
  }
}

export function parseFields(value: unknown, shape: Shape): FieldTree {
  if (value === undefined) return ALL;
  const tree: FieldTree = new Map();
  for (const path of listParameter(value, 'fields')) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH || !segments.every((segment) => SEGMENT.test(segment))) throw invalidQuery(`Invalid field "${path}".`);
    insert(tree, segments);
  }
  if (tree.size === 0) return ALL;
  check(tree, shape, '');
  return tree;
}
