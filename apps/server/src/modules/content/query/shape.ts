import { invalidQuery } from '../errors';

/** One stored item (or one row of a nested relation): plain JSON with a numeric `id`. */
export type Row = Record<string, unknown>;

/**
 * The fields a collection has, learnt from its items since the store keeps no schema. A field whose
 * value is a list of rows (like `translations`) is a one-to-many relation with a shape of its own.
 */
export interface Shape {
  fields: Map<string, Shape | null>;
}

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isRelationValue(value: unknown): value is Row[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRow);
}

export function shapeOf(rows: Row[]): Shape {
  const related = new Map<string, Row[] | null>();
  for (const row of rows) {
    for (const [name, value] of Object.entries(row)) {
      if (isRelationValue(value)) related.set(name, [...(related.get(name) ?? []), ...value]);
      else if (!related.has(name)) related.set(name, null);
    }
  }
  return { fields: new Map([...related].map(([name, nested]) => [name, nested ? shapeOf(nested) : null])) };
}

/** The shape of `name` when it is a relation, `null` for a plain field; unknown fields are a bad query. */
export function fieldOf(shape: Shape, name: string): Shape | null {
  const field = shape.fields.get(name);
  if (field === undefined) throw invalidQuery(`Field "${name}" does not exist.`);
  return field;
}
