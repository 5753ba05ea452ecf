import { z } from 'zod';
import type { Camel } from './wire-case';
import { requiredText, rowIdParamRule } from './rules';

export const MessageQuery = z.object({
  status: z.enum(['open', 'handled', 'all']).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type MessageQuery = Camel<z.infer<typeof MessageQuery>>;

export const InboxMessage = z.object({
  id: z.number().int(),
  email: z.string(),
  comments: z.string(),
  language: z.string(),
  created_at: z.iso.datetime(),
  handled_at: z.iso.datetime().nullable(),
  handled_by_name: z.string().nullable(),
  replies: z.number().int(),
});
export type InboxMessage = Camel<z.infer<typeof InboxMessage>>;

export const InboxPage = z.object({
  items: z.array(InboxMessage),
  total: z.number().int(),
  /** Messages not yet handled, whatever the filter. */
  open_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const InboxReply = z.object({
  id: z.number().int(),
  body: z.string(),
  author_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type InboxReply = Camel<z.infer<typeof InboxReply>>;

/** A message with its thread: the replies sent from the backstage, oldest first. */
export const InboxThread = InboxMessage.extend({ thread: z.array(InboxReply) });
export type InboxThread = Camel<z.infer<typeof InboxThread>>;

/** Bounded like a serial column, so that no id reaches a query as an overflow. */
export const MessageParams = z.object({ id: rowIdParamRule });

export const ReplyRequest = z.object({ body: requiredText(1, 5000) });
export type ReplyRequest = Camel<z.infer<typeof ReplyRequest>>;

export const HandledRequest = z.object({ handled: z.boolean() });

/** Every write the backstage records, as `area.verb`: the server records no other, and the audit log names each one. */
export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'second_factor.reset',
  'entry.decide',
  'entry.reverse',
  'entry.bulk_decide',
  'block_list.add',
  'block_list.remove',
  'message.reply',
  'message.handled',
  'season.update',
  'nominee.add',
  'nominee.remove',
  'nominee.order',
  'nominee.shortlist',
  'nominee.photo',
  'judge.setup',
  'judge.remind',
  'judge.score',
  'judge.conflict',
  'round.seal',
  'round.view_standings',
  'round.view_tally',
  'votes.quarantine',
  'votes.release',
  'show.reveal',
  'show.rehearse',
  'show.reveal_legend',
  'show.rehearse_legend',
  'show.running_order',
  'show.hold',
  'show.rehearsal_reset',
  'content.add',
  'content.save',
  'content.remove',
  'content.order',
  'content.discard',
  'content.publish',
  'content.restore',
  'content.image',
  'export.download',
  'account.download',
  'account.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a record can be about. */
export const AUDIT_SUBJECT_TYPES = ['user', 'entry', 'block_list', 'message', 'season', 'round', 'nominee', 'asset', 'judge', 'legend_block', 'show', 'content_item', 'content_version', 'export'] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AuditQuery = z.object({
  action: z.string().trim().max(64).optional(),
  /** Part of the actor's email. */
  actor: z.string().trim().max(255).optional(),
  subject_type: z.string().trim().max(64).optional(),
  subject_id: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = Camel<z.infer<typeof AuditQuery>>;

export const AuditRecord = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRecord = Camel<z.infer<typeof AuditRecord>>;

export const AuditPage = z.object({
  items: z.array(AuditRecord),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
