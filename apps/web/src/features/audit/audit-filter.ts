/** What the audit log is filtered by, as the address's query holds it; blank is no filter. */
export interface AuditFilter {
  /** An action (`role.grant`), or every action of an area (`entry.`). */
  action?: string;
  /** Part of the actor's email. */
  actor?: string;
  subjectType?: string;
  subjectId?: string;
  page: number;
}

export type AuditFilterFields = Required<Omit<AuditFilter, 'page'>>;

const FIELDS = { action: 'action', actor: 'actor', subjectType: 'subject_type', subjectId: 'subject_id' } as const;

/** The filter in the address's query (the API's own names), so Back and a shared link keep it. */
export function auditFilterOf(search: URLSearchParams): AuditFilter {
  const filter: AuditFilter = { page: 1 };
  for (const [field, name] of Object.entries(FIELDS) as [keyof AuditFilterFields, string][]) {
    const value = search.get(name)?.trim();
    if (value) filter[field] = value;
  }
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) filter.page = page;
  return filter;
}

/** The query for a filter, leaving out the blank fields and page 1. */
export function auditSearchOf(filter: AuditFilter): string {
  const search = new URLSearchParams();
  for (const [field, name] of Object.entries(FIELDS) as [keyof AuditFilterFields, string][]) {
    const value = filter[field]?.trim();
    if (value) search.set(name, value);
  }
  if (filter.page > 1) search.set('page', String(filter.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The form's values for a filter: every field a string. */
export const fieldsOf = ({ action = '', actor = '', subjectType = '', subjectId = '' }: AuditFilter): AuditFilterFields => ({ action, actor, subjectType, subjectId });
