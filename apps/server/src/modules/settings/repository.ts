import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SeasonPhases, toCamel, toSnake, type Camel } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { settings } from './tables';
import { phaseWindow, type Window } from './phases';

/**
 * The one place that reads and writes the settings table: each key's value has its own schema,
 * and is stored with the wire's keys. What organisers edit as content (the socials, the stream
 * channels, the previous winners) lives with the content.
 */
export const SETTING_SCHEMAS = {
  phases: SeasonPhases,
};

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = Camel<z.infer<(typeof SETTING_SCHEMAS)[K]>>;
export type SettingValues = { [K in SettingKey]: SettingValue<K> };

/** One setting, checked against its schema; undefined when it was never set. */
export async function readSetting<K extends SettingKey>(db: Database, key: K): Promise<SettingValue<K> | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (toCamel(SETTING_SCHEMAS[key].parse(row.value)) as SettingValue<K>) : undefined;
}

/** Replaces one setting, checked against its schema. */
export async function writeSetting<K extends SettingKey>(db: Database, key: K, value: SettingValue<K>): Promise<void> {
  const stored = SETTING_SCHEMAS[key].parse(toSnake(value));
  await db
    .insert(settings)
    .values({ key, value: stored })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: new Date() } });
}

/** Stores the settings that are not set yet, leaving any an organiser has changed as they are. */
export async function insertMissingSettings(db: Database, values: SettingValues) {
  const rows = (Object.keys(values) as SettingKey[]).map((key) => ({ key, value: SETTING_SCHEMAS[key].parse(toSnake(values[key])) }));
  await db.insert(settings).values(rows).onConflictDoNothing();
}

/** When applications are accepted; null before the season's phases are set. */
export async function readApplicationWindow(db: Database): Promise<Window | null> {
  const phases = await readSetting(db, 'phases');
  return phases ? phaseWindow(phases.applications) : null;
}
