import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

/** Longer texts (a rich answer, a note) are cut here: the full record has them whole. */
const LONGEST = 120;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A field's wire name as words, for one this page has no name for: `conflictDeclaredAt` and
 * `conflict_declared_at` read "Conflict declared at"; a code (`RU`) or a number stays as it is.
 */
export function humanised(name: string): string {
  if (/^[A-Z0-9]+$/.test(name)) return name;
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface AuditWords {
  /** Where a changed field sits, in the reader's language: "Status", "Translations › RU › Answer", or "Value" for a whole record. */
  field: (path: readonly string[]) => string;
  /** A recorded value as people read it, or null for none: enum values by name, yes and no, numbers and times in the reader's style. */
  value: (field: string | undefined, value: unknown) => string | null;
}

/** The names of recorded fields and values in the language shown; the catalogue holds them as objects, since records are data. */
export function useAuditWords(): AuditWords {
  const { t } = useTranslation('backstage');
  const format = useFormat();
  return useMemo(() => {
    const fields = t('audit.fields', { returnObjects: true }) as Record<string, string | undefined>;
    const values: Record<string, Record<string, string> | undefined> = {
      ...(t('audit.values', { returnObjects: true }) as Record<string, Record<string, string>>),
      roles: t('roles', { returnObjects: true }) as Record<string, string>,
    };
    const leaf = (field: string | undefined, value: unknown): string => {
      if (typeof value === 'boolean') return t(value ? 'audit.change.yes' : 'audit.change.no');
      if (typeof value === 'number') return format.count(value);
      if (typeof value === 'string') {
        const named = field === undefined ? undefined : values[field]?.[value];
        if (named) return named;
        if (INSTANT.test(value)) return format.dateTime(value);
        return value;
      }
      return JSON.stringify(value);
    };
    const value = (field: string | undefined, recorded: unknown) => {
      if (recorded === null || recorded === undefined || recorded === '' || (Array.isArray(recorded) && recorded.length === 0)) return null;
      const text = Array.isArray(recorded) ? recorded.map((each) => leaf(field, each)).join(', ') : leaf(field, recorded);
      return text.length > LONGEST ? `${text.slice(0, LONGEST - 1).trimEnd()}…` : text;
    };
    return {
      field: (path) => (path.length === 0 ? t('audit.change.value') : path.map((name) => fields[name] ?? humanised(name)).join(' › ')),
      value,
    };
  }, [t, format]);
}
