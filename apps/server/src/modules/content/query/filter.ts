import { invalidQuery } from '../errors';
import { fieldOf, isRelationValue, isRow, type Row, type Shape } from './shape';

export type Predicate = (row: Row) => boolean;
type Test = (value: unknown) => boolean;
type Operator = (argument: unknown) => Test;
type Scalar = string | number | boolean | null;

/** Deeper filters are refused rather than risking the stack on a hostile query. */
const MAX_DEPTH = 8;

function scalar(argument: unknown): Scalar {
  if (argument === null || ['string', 'number', 'boolean'].includes(typeof argument)) return argument as Scalar;
  throw invalidQuery('Filter values must be strings, numbers, booleans or null.');
}

/** A list argument: a JSON array, or a comma-separated string as the bracket form sends it. */
function list(argument: unknown): Scalar[] {
  if (Array.isArray(argument)) return argument.map(scalar);
  if (typeof argument === 'string') return argument.split(',');
  throw invalidQuery('This filter operator needs a list of values.');
}

function flag(argument: unknown): boolean {
  if (argument === true || argument === 'true' || argument === 1 || argument === '1') return true;
  if (argument === false || argument === 'false' || argument === 0 || argument === '0') return false;
  throw invalidQuery('This filter operator needs true or false.');
}

/** Equality across the text the bracket form sends and the numbers and booleans stored. */
function same(value: unknown, argument: Scalar): boolean {
  if (typeof value === 'number' && typeof argument === 'string') return argument.trim() !== '' && Number(argument) === value;
  if (typeof value === 'boolean' && typeof argument === 'string') return String(value) === argument;
  if (typeof value === 'string' && typeof argument === 'number') return value === String(argument);
  return value === argument;
}

/** Negative, zero or positive as `value` sorts before, with or after `argument`; undefined when incomparable. */
function order(value: unknown, argument: Scalar): number | undefined {
  if (value === null || value === undefined || argument === null) return undefined;
  if (typeof value === 'number') {
    const expected = typeof argument === 'string' && argument.trim() === '' ? NaN : Number(argument);
    return Number.isNaN(expected) ? undefined : value - expected;
  }
  const [a, b] = [String(value), String(argument)];
  return a < b ? -1 : a > b ? 1 : 0;
}

const compare =
  (accept: (order: number) => boolean): Operator =>
  (argument) => {
    const expected = scalar(argument);
    return (value) => {
      const result = order(value, expected);
      return result !== undefined && accept(result);
    };
  };

const text =
  (accept: (value: string, expected: string) => boolean): Operator =>
  (argument) => {
    const expected = String(scalar(argument));
    return (value) => typeof value === 'string' && accept(value, expected);
  };

const negate =
  (operator: Operator): Operator =>
  (argument) => {
    const test = operator(argument);
    return (value) => !test(value);
  };

const isEmpty: Test = (value) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const positive: [string, Operator][] = [
  [
    '_eq',
    (argument) => {
      const expected = scalar(argument);
      return (value) => same(value, expected);
    },
  ],
  [
    '_in',
    (argument) => {
      const expected = list(argument);
      return (value) => expected.some((candidate) => same(value, candidate));
    },
  ],
  [
    '_null',
    (argument) => {
      const wanted = flag(argument);
      return (value) => (value === null || value === undefined) === wanted;
    },
  ],
  [
    '_empty',
    (argument) => {
      const wanted = flag(argument);
      return (value) => isEmpty(value) === wanted;
    },
  ],
  ['_contains', text((value, expected) => value.includes(expected))],
  ['_icontains', text((value, expected) => value.toLowerCase().includes(expected.toLowerCase()))],
  ['_starts_with', text((value, expected) => value.startsWith(expected))],
  ['_ends_with', text((value, expected) => value.endsWith(expected))],
  [
    '_between',
    (argument) => {
      const bounds = list(argument);
      if (bounds.length !== 2) throw invalidQuery('_between needs exactly two values.');
      const [low, high] = bounds as [Scalar, Scalar];
      return (value) => (order(value, low) ?? -1) >= 0 && (order(value, high) ?? 1) <= 0;
    },
  ],
];

/** The Directus filter operators this service understands; each `_nX` is the negation of `_X`. */
const OPERATORS = new Map<string, Operator>([
  ...positive,
  ...positive.map(([name, operator]): [string, Operator] => [name === '_eq' ? '_neq' : `_n${name.slice(1)}`, negate(operator)]),
  ['_lt', compare((o) => o < 0)],
  ['_lte', compare((o) => o <= 0)],
  ['_gt', compare((o) => o > 0)],
  ['_gte', compare((o) => o >= 0)],
]);

function condition(field: string, operators: unknown): Predicate {
  if (!isRow(operators) || Object.keys(operators).length === 0) throw invalidQuery(`The filter on "${field}" needs an operator such as _eq.`);
  const tests = Object.entries(operators).map(([name, argument]) => {
    const operator = OPERATORS.get(name);
    if (!operator) throw invalidQuery(`Unknown filter operator "${name}".`);
    return operator(argument);
  });
  return (row) => tests.every((test) => test(row[field]));
}

/** A filter on a relation matches items having a matching row (`_some`, the default) or none (`_none`). */
function relation(field: string, filter: unknown, shape: Shape, depth: number): Predicate {
  if (!isRow(filter)) throw invalidQuery(`The filter on "${field}" must be an object.`);
  const { _some, _none, ...rest } = filter;
  const rowsOf = (row: Row) => (isRelationValue(row[field]) ? row[field] : []);
  const tests: Predicate[] = [];
  for (const nested of [_some, Object.keys(rest).length > 0 ? rest : undefined]) {
    if (nested === undefined) continue;
    const test = compile(nested, shape, depth);
    tests.push((row) => rowsOf(row).some(test));
  }
  if (_none !== undefined) {
    const test = compile(_none, shape, depth);
    tests.push((row) => !rowsOf(row).some(test));
  }
  return (row) => tests.every((test) => test(row));
}

function compile(filter: unknown, shape: Shape, depth: number): Predicate {
  if (depth > MAX_DEPTH) throw invalidQuery('The filter is nested too deeply.');
  if (!isRow(filter)) throw invalidQuery('A filter must be an object.');
  const tests = Object.entries(filter).map(([key, value]): Predicate => {
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(value)) throw invalidQuery(`"${key}" needs a list of filters.`);
      const parts = value.map((part) => compile(part, shape, depth + 1));
      return key === '_and' ? (row) => parts.every((part) => part(row)) : (row) => parts.some((part) => part(row));
    }
    if (key.startsWith('_')) throw invalidQuery(`Unknown filter operator "${key}".`);
    const related = fieldOf(shape, key);
    return related ? relation(key, value, related, depth + 1) : condition(key, value);
  });
  return (row) => tests.every((test) => test(row));
}

/** Turns a Directus filter object into a test on rows, refusing unknown fields and operators. */
export function compileFilter(filter: unknown, shape: Shape): Predicate {
  return compile(filter, shape, 0);
}
