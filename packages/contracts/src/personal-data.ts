import { z } from 'zod';
import { APPLICATION_STATUSES, DECLINE_REASONS, VIDEO_TYPES } from './applications';
import { STAFF_ROLES } from './staff-roles';
import type { Camel } from './wire-case';
import { emailRule, requiredText, rowIdParamRule } from './rules';

/** Names the document's shape, so that a reader of an old download knows which fields to expect. */
export const PERSONAL_DATA_FORMAT = 'awards-personal-data/1';

const time = z.iso.datetime();

const PersonalAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  language: z.string(),
  created_at: time,
  updated_at: time,
  /** Whether a password is chosen; the password itself is kept only as a hash, which is never given out. */
  password_set: z.boolean(),
  blocked: z.boolean(),
  staff_roles: z.array(z.enum(STAFF_ROLES)),
  two_step_verification: z.boolean(),
});

/** An entry as its applicant sent it, and what the review made of it. */
const PersonalEntry = z.object({
  id: z.number().int(),
  nomination_id: z.number().int(),
  nickname: z.string(),
  link_to_page: z.string(),
  link_to_media: z.string().nullable(),
  video_id: z.string().nullable(),
  comments: z.string().nullable(),
  time_code: z.string().nullable(),
  language: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  decision_note: z.string().nullable(),
  decided_at: time.nullable(),
  created_at: time,
});

const PersonalUpload = z.object({
  id: z.string(),
  type: z.enum(VIDEO_TYPES),
  size: z.number().int(),
  created_at: time,
  /** When an entry took it; an upload no entry takes is removed after a day. */
  attached_at: time.nullable(),
});

const PersonalVote = z.object({
  round_id: z.number().int(),
  round_kind: z.string(),
  nomination_id: z.number().int(),
  nominee_id: z.number().int(),
  nominee_nickname: z.string(),
  created_at: time,
});

const PersonalGuess = z.object({
  block_id: z.number().int(),
  streamer_id: z.number().int(),
  /** Null when the content no longer shows that streamer. */
  streamer_nickname: z.string().nullable(),
  created_at: time,
});

const PersonalMessage = z.object({
  id: z.number().int(),
  email: z.string(),
  comments: z.string(),
  language: z.string(),
  created_at: time,
  handled_at: time.nullable(),
  replies: z.array(z.object({ body: z.string(), created_at: time })),
});

/** A mail in the outbox: waiting, or sent and kept a few days as a record, its body already gone. */
const PersonalMail = z.object({
  subject: z.string(),
  created_at: time,
  sent_at: time.nullable(),
});

/** Everything the site holds about one account, as its owner downloads it (and an organiser on their request). */
export const PersonalData = z.object({
  format: z.literal(PERSONAL_DATA_FORMAT),
  generated_at: time,
  /** What the document leaves out and why, in the account's language. */
  notes: z.array(z.string()),
  account: PersonalAccount,
  entries: z.array(PersonalEntry),
  uploads: z.array(PersonalUpload),
  votes: z.array(PersonalVote),
  guesses: z.array(PersonalGuess),
  contact_messages: z.array(PersonalMessage),
  mail: z.array(PersonalMail),
});
export type PersonalData = Camel<z.infer<typeof PersonalData>>;

/** Deleting one's own account: the account's email, typed again, confirms it. */
export const AccountDeletionRequest = z.object({ email: emailRule });
export type AccountDeletionRequest = Camel<z.infer<typeof AccountDeletionRequest>>;

/** An organiser deletes an account on its owner's request: the email confirms which, the reason goes on the record. */
export const PersonDeletionRequest = AccountDeletionRequest.extend({ reason: requiredText(3, 500) });
export type PersonDeletionRequest = Camel<z.infer<typeof PersonDeletionRequest>>;

/** Whether a typed confirmation names the account: its email, in any case. The server and the forms check it alike. */
export const confirmsAccount = (typed: string, accountEmail: string) => typed.toLowerCase() === accountEmail.toLowerCase();

/** A deletion's request as its form checks it before sending: the contract's rules, and the account's own email typed. */
export const confirmedDeletion = <S extends z.ZodType<{ email: string }>>(schema: S, accountEmail: string): S =>
  schema.refine((body) => confirmsAccount(body.email, accountEmail), { path: ['email'], message: 'validation.confirm_email' });

/** What a deletion did: votes stay counted, unlinked; entries stay, withdrawn; the rest is gone. */
export const AccountDeletion = z.object({
  votes_unlinked: z.number().int(),
  entries_withdrawn: z.number().int(),
  uploads_removed: z.number().int(),
  guesses_removed: z.number().int(),
  messages_removed: z.number().int(),
  mails_removed: z.number().int(),
});
export type AccountDeletion = Camel<z.infer<typeof AccountDeletion>>;

/** Finding the account a request for its data is about (query string). */
export const PersonQuery = z.object({ email: emailRule });

/** An account as the organisers find it: who, and how much the site holds of theirs. */
export const Person = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
  created_at: time,
  staff_roles: z.array(z.enum(STAFF_ROLES)),
  entries: z.number().int(),
  votes: z.number().int(),
  guesses: z.number().int(),
  contact_messages: z.number().int(),
});
export type Person = Camel<z.infer<typeof Person>>;

export const PersonParams = z.object({ userId: rowIdParamRule });
