/**
 * The writes the backstage records, by area, each with its catalogue key (`audit.actions.*`). An
 * action not listed (a later issue's) shows as its own name and can still be typed as a filter.
 */
export const AUDIT_AREAS = [
  { prefix: 'role.', key: 'roles', actions: { 'role.grant': 'roleGrant', 'role.revoke': 'roleRevoke' } },
  { prefix: 'second_factor.', key: 'secondFactor', actions: { 'second_factor.reset': 'secondFactorReset' } },
  { prefix: 'entry.', key: 'entries', actions: { 'entry.decide': 'entryDecide', 'entry.reverse': 'entryReverse', 'entry.bulk_decide': 'entryBulkDecide' } },
  { prefix: 'block_list.', key: 'blockList', actions: { 'block_list.add': 'blockListAdd', 'block_list.remove': 'blockListRemove' } },
  { prefix: 'message.', key: 'messages', actions: { 'message.reply': 'messageReply', 'message.handled': 'messageHandled' } },
] as const;

type Area = (typeof AUDIT_AREAS)[number];
export type AuditAreaKey = Area['key'];
type ValuesOf<T> = T extends unknown ? T[keyof T] : never;
export type AuditActionKey = ValuesOf<Area['actions']>;

const ACTION_KEYS: Record<string, AuditActionKey> = Object.assign({}, ...AUDIT_AREAS.map((area) => area.actions));

/** The catalogue key of a recorded action, or undefined for one this page does not know. */
export const actionKeyOf = (action: string): AuditActionKey | undefined => ACTION_KEYS[action];

/** What a record can be about: the subject types the backstage writes. */
export const SUBJECT_TYPES = ['user', 'entry', 'block_list', 'message'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const isSubjectType = (value: string): value is SubjectType => (SUBJECT_TYPES as readonly string[]).includes(value);
