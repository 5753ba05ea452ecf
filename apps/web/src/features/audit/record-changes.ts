/** A value the audit log recorded: JSON, as the server wrote it. */
type Json = unknown;

/** One field a write changed: where it sits in the record (`['translations', 'RU', 'answer']`), and its value before and after. */
export interface FieldChange {
  path: string[];
  before: Json;
  after: Json;
}

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Blank and absent are the same to a reader: no value. */
const isNothing = (value: Json) => value === null || value === undefined || value === '';

/**
 * A record's branches by name: an object's own fields, or a list of objects by each one's language
 * (a content item's texts) or id, else by its place counted from 1. Anything else is a leaf.
 */
function branchesOf(value: Json): Record<string, Json> | null {
  if (isObject(value)) return value;
  if (!Array.isArray(value) || value.length === 0 || !value.every(isObject)) return null;
  return Object.fromEntries(value.map((item, index) => [String(item.languagesCode ?? item.id ?? index + 1), item]));
}

function collect(path: string[], before: Json, after: Json, changes: FieldChange[]) {
  const [older, newer] = [branchesOf(before), branchesOf(after)];
  if ((older || newer) && (older || isNothing(before)) && (newer || isNothing(after))) {
    const names = new Set([...Object.keys(older ?? {}), ...Object.keys(newer ?? {})]);
    for (const name of names) collect([...path, name], older?.[name], newer?.[name], changes);
    return;
  }
  if (isNothing(before) && isNothing(after)) return;
  if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ path, before: isNothing(before) ? null : before, after: isNothing(after) ? null : after });
}

/**
 * The fields a write changed, in the record's order, nested objects down to their leaves: a record
 * written without a value before (something added) lists each field it holds, one without a value
 * after (something removed) each field it held. A record that is one list or value is one change at
 * the empty path.
 */
export function recordChanges(before: Json, after: Json): FieldChange[] {
  const changes: FieldChange[] = [];
  collect([], before, after, changes);
  return changes;
}
