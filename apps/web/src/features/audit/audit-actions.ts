import { AUDIT_SUBJECT_TYPES, type AuditSubjectType } from '@awards/contracts';

/**
 * What the backstage records, by area, each with its catalogue key (`audit.actions.*`). An action
 * not listed (one recorded by a newer server) shows as its own name and can still be typed as a filter.
 */
export const AUDIT_AREAS = [
  { prefix: 'role.', key: 'roles', actions: { 'role.grant': 'roleGrant', 'role.revoke': 'roleRevoke' } },
  { prefix: 'second_factor.', key: 'secondFactor', actions: { 'second_factor.reset': 'secondFactorReset' } },
  { prefix: 'account.', key: 'accounts', actions: { 'account.download': 'accountDownload', 'account.delete': 'accountDelete' } },
  { prefix: 'entry.', key: 'entries', actions: { 'entry.decide': 'entryDecide', 'entry.reverse': 'entryReverse', 'entry.bulk_decide': 'entryBulkDecide' } },
  { prefix: 'block_list.', key: 'blockList', actions: { 'block_list.add': 'blockListAdd', 'block_list.remove': 'blockListRemove' } },
  { prefix: 'message.', key: 'messages', actions: { 'message.reply': 'messageReply', 'message.handled': 'messageHandled' } },
  { prefix: 'season.', key: 'season', actions: { 'season.update': 'seasonUpdate' } },
  {
    prefix: 'nominee.',
    key: 'nominees',
    actions: { 'nominee.add': 'nomineeAdd', 'nominee.remove': 'nomineeRemove', 'nominee.order': 'nomineeOrder', 'nominee.shortlist': 'nomineeShortlist', 'nominee.photo': 'nomineePhoto' },
  },
  { prefix: 'judge.', key: 'jury', actions: { 'judge.setup': 'judgeSetup', 'judge.remind': 'judgeRemind', 'judge.score': 'judgeScore', 'judge.conflict': 'judgeConflict' } },
  { prefix: 'round.', key: 'results', actions: { 'round.seal': 'roundSeal', 'round.view_standings': 'roundViewStandings', 'round.view_tally': 'roundViewTally' } },
  { prefix: 'votes.', key: 'integrity', actions: { 'votes.quarantine': 'votesQuarantine', 'votes.release': 'votesRelease' } },
  {
    prefix: 'show.',
    key: 'show',
    actions: {
      'show.reveal': 'showReveal',
      'show.rehearse': 'showRehearse',
      'show.reveal_legend': 'showRevealLegend',
      'show.rehearse_legend': 'showRehearseLegend',
      'show.running_order': 'showRunningOrder',
      'show.hold': 'showHold',
      'show.rehearsal_reset': 'showRehearsalReset',
    },
  },
  {
    prefix: 'content.',
    key: 'content',
    actions: {
      'content.add': 'contentAdd',
      'content.save': 'contentSave',
      'content.remove': 'contentRemove',
      'content.order': 'contentOrder',
      'content.discard': 'contentDiscard',
      'content.publish': 'contentPublish',
      'content.restore': 'contentRestore',
      'content.image': 'contentImage',
    },
  },
  { prefix: 'export.', key: 'exports', actions: { 'export.download': 'exportDownload' } },
] as const;

type Area = (typeof AUDIT_AREAS)[number];
export type AuditAreaKey = Area['key'];
type ValuesOf<T> = T extends unknown ? T[keyof T] : never;
export type AuditActionKey = ValuesOf<Area['actions']>;

const ACTION_KEYS: Record<string, AuditActionKey> = Object.assign({}, ...AUDIT_AREAS.map((area) => area.actions));

/** The catalogue key of a recorded action, or undefined for one this page does not know. */
export const actionKeyOf = (action: string): AuditActionKey | undefined => ACTION_KEYS[action];

/** What a record can be about. */
export const SUBJECT_TYPES = AUDIT_SUBJECT_TYPES;
export const isSubjectType = (value: string): value is AuditSubjectType => (SUBJECT_TYPES as readonly string[]).includes(value);
