/**
 * The wire speaks snake_case (`link_to_page`), the code camelCase (`linkToPage`). Keys change at
 * one edge: the web's `call()` and the server's `route()`. Only a lowercase letter or digit on both
 * sides of an underscore, or a capital right after one, counts, so keys such as `EN` (a language),
 * `Language` or `_and` pass unchanged both ways, and `toSnake(toCamel(key))` is the key again.
 */

export type CamelKey<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? Head extends '' ? Key : `${Head}${Capitalize<CamelKey<Tail>>}`
  : Key;

/** A wire value as the code sees it: every object key camelCased, deeply. */
export type Camel<T> = T extends readonly (infer Item)[]
  ? Camel<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends string ? CamelKey<Key> : Key]: Camel<T[Key]> }
    : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Builds the object key by key rather than through entries: every request and answer passes
 * here. A key read from the wire as `__proto__` is defined as an own key, as it came, never set
 * as the object's prototype.
 */
function mapKeys(value: unknown, key: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, key));
  if (!isPlainObject(value)) return value;
  const mapped: Record<string, unknown> = {};
  for (const name of Object.keys(value)) {
    const inner = mapKeys(value[name], key);
    if (name === '__proto__') Object.defineProperty(mapped, name, { value: inner, enumerable: true, writable: true, configurable: true });
    else mapped[key(name)] = inner;
  }
  return mapped;
}

export const camelKey = (name: string) => name.replace(/([a-z0-9])_([a-z0-9])/g, (_, before: string, after: string) => before + after.toUpperCase());
export const snakeKey = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, (_, before: string, after: string) => `${before}_${after.toLowerCase()}`);

/** How many key names each direction remembers converted: the contracts' names, with room to spare; a key beyond is converted each time. */
const REMEMBERED_KEYS = 2_000;

function remembering(convert: (name: string) => string): (name: string) => string {
  const known = new Map<string, string>();
  return (name) => {
    let converted = known.get(name);
    if (converted === undefined) {
      converted = convert(name);
      if (known.size < REMEMBERED_KEYS) known.set(name, converted);
    }
    return converted;
  };
}

const knownCamelKey = remembering(camelKey);
const knownSnakeKey = remembering(snakeKey);

export const toCamel = <T>(value: T): Camel<T> => mapKeys(value, knownCamelKey) as Camel<T>;

/** The inverse of {@link toCamel}, for what leaves the code for the wire. */
export const toSnake = (value: unknown): unknown => mapKeys(value, knownSnakeKey);
