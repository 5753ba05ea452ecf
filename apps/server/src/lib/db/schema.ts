import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique regardless of how it was typed. */
    email: text('email').notNull(),
    /**
     * The mailbox the email reaches (modules/users/mailbox.ts): one account per mailbox, however
     * tagged or dotted. Null only for the later accounts of a mailbox that had several before the
     * rule; they keep working.
     */
    mailbox: text('mailbox'),
    /** Keyed hash of the address the account was created from (lib/address-hash.ts), for the integrity console. */
    signUpAddressHash: text('sign_up_address_hash'),
    name: text('name').notNull(),
    /** Null until the user chooses a password after the first one-time password. */
    passwordHash: text('password_hash'),
    oneTimePasswordHash: text('one_time_password_hash'),
    oneTimePasswordExpiresAt: timestamp('one_time_password_expires_at', { withTimezone: true }),
    /** Bumped on every password change: tokens carrying an older version are revoked. */
    tokenVersion: integer('token_version').notNull().default(0),
    language: text('language').notNull().default('EN'),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), uniqueIndex('users_mailbox_unique').on(t.mailbox), index('users_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  comments: text('comments').notNull(),
  language: text('language').notNull(),
  /** When a staff member marked it handled; null while it waits in the inbox. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A staff member's answer to a contact message, mailed from MAIL_FROM and kept with the message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

/** organiser | moderator | judge: read on every backstage request, so a revoked role stops at once. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** A staff member's TOTP secret; unconfirmed until the first code from the app is given. */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as authenticator apps take it. */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The latest 30-second step whose code was accepted: a code, and any earlier one, works once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** Carried by the tokens won with this factor; a reset or a revoked role bumps it, which ends those tokens. */
  version: integer('version').notNull().default(1),
  /** Codes from the app tried on this account, from any address, since the last accepted one: past a few, each waits longer. */
  codeFailures: integer('code_failures').notNull().default(0),
  lastCodeFailureAt: timestamp('last_code_failure_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Ten single-use codes that stand in for the app; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Every backstage write, append-only (a trigger refuses UPDATE and DELETE). The actor's id and
 * email are copied, not referenced, so that the record outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the command line. */
    actorId: integer('actor_id'),
    actorEmail: text('actor_email').notNull(),
    /** e.g. role.grant, entry.decide, block_list.add */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action, t.at), index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);

/** Emails and whole domains (written `@example.com`) that may not apply. */
export const blockList = pgTable(
  'block_list',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased: `name@example.com` or `@example.com`. */
    pattern: text('pattern').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('block_list_pattern_unique').on(t.pattern)],
);

/** Content-service items: one row per item of a collection, the item itself as JSON. */
export const contentItems = pgTable(
  'content_items',
  {
    collection: text('collection').notNull(),
    id: integer('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.id] })],
);

/**
 * An image of the content. Its bytes are in the asset storage (DATA_DIR/assets or the S3 bucket)
 * under `storage_key`; a row the seed wrote, or one from before images were stored there, holds them
 * in `body` until the server's start moves them: never both, never neither.
 */
export const contentAssets = pgTable(
  'content_assets',
  {
    id: text('id').primaryKey(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key'),
    body: bytea('body'),
    createdAt: createdAt(),
  },
  (t) => [check('content_assets_bytes_in_one_place', sql`num_nonnulls(${t.storageKey}, ${t.body}) = 1`)],
);

/**
 * An item's unpublished state, one row per item an organiser changed since the last publish: its
 * whole data as it will be published, or null when it is to be removed. A publish applies them all.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    collection: text('collection').notNull(),
    itemId: integer('item_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.itemId] })],
);

/**
 * Each published state of the content, whole (every collection's items, tens of kilobytes): what
 * the site showed from `published_at`, compared and restored from the backstage.
 */
export const contentVersions = pgTable('content_versions', {
  id: serial('id').primaryKey(),
  /** `{ [collection]: items }`, in the wire's keys. */
  snapshot: jsonb('snapshot').$type<Record<string, Record<string, unknown>[]>>().notNull(),
  /** Null for the content as it was first stored, before any publish. */
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedByEmail: text('published_by_email'),
  restoredFrom: integer('restored_from'),
  added: integer('added').notNull().default(0),
  changed: integer('changed').notNull().default(0),
  removed: integer('removed').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Season-wide settings an organiser changes: phase dates, social links, the live stream. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An uploaded video file; removed when no application takes it within 24 hours. */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the storage keeps the bytes (a file name under DATA_DIR/videos today). */
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** mp4 | mov | webm | mkv, decided from the file's bytes. */
    type: text('type').notNull(),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('videos_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`)],
);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    /** Null once the applicant deleted their account: the entry stays, withdrawn, linked to nobody. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nominationId: integer('nomination_id').notNull(),
    nickname: text('nickname').notNull(),
    linkToPage: text('link_to_page').notNull(),
    linkToMedia: text('link_to_media'),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    comments: text('comments'),
    timeCode: text('time_code'),
    /** in_progress | approved | declined | withdrawn */
    status: text('status').notNull().default('in_progress'),
    /** Normalised streamer page and media: one user enters each at most once per nomination. */
    pageKey: text('page_key').notNull(),
    mediaKey: text('media_key').notNull(),
    language: text('language').notNull().default('EN'),
    /** video_not_2025 | off_topic | duplicate | broken_link | not_allowed | other, with a declined status. */
    declineReason: text('decline_reason'),
    /** The staff member's note to the applicant, mailed with the decision. */
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_status_created_idx').on(t.status, t.createdAt),
    index('applications_page_key_idx').on(t.pageKey),
    uniqueIndex('applications_user_nomination_page_unique').on(t.userId, t.nominationId, t.pageKey),
    uniqueIndex('applications_user_nomination_media_unique').on(t.userId, t.nominationId, t.mediaKey),
    uniqueIndex('applications_video_unique').on(t.videoId),
    index('applications_user_idx').on(t.userId, t.createdAt),
  ],
);

export const votingRounds = pgTable('voting_rounds', {
  id: serial('id').primaryKey(),
  /** longlist | shortlist */
  kind: text('kind').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** Results are hidden until this moment, unless the round is revealed live (then until the control room reveals them). */
  revealsAt: timestamp('reveals_at', { withTimezone: true }).notNull(),
  /** Points out of 100 the audience's votes and the jury's scores weigh in a nominee's result. */
  audienceWeight: integer('audience_weight').notNull().default(70),
  juryWeight: integer('jury_weight').notNull().default(30),
  /** audience_then_jury | jury_then_audience: which share decides between equal results. */
  tieBreak: text('tie_break').notNull().default('audience_then_jury'),
  /** Revealed nomination by nomination from the control room during the live show, not at `revealsAt`. */
  liveReveal: boolean('live_reveal').notNull().default(false),
  /** For a round revealed live: when the control room revealed its last nomination. */
  revealedAt: timestamp('revealed_at', { withTimezone: true }),
  sealedAt: timestamp('sealed_at', { withTimezone: true }),
  sealedBy: integer('sealed_by').references(() => users.id, { onDelete: 'set null' }),
  /** The standings computed at sealing, as canonical JSON: exactly the bytes `standingsDigest` is the SHA-256 of. */
  standings: text('standings'),
  standingsDigest: text('standings_digest'),
  createdAt: createdAt(),
});

/** A nomination in a round: its place in the live show's running order and when it was revealed there. */
export const roundNominations = pgTable(
  'round_nominations',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => votingRounds.id, { onDelete: 'cascade' }),
    nominationId: integer('nomination_id').notNull(),
    revealOrder: integer('reveal_order').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.nominationId] })],
);

export const nominees = pgTable(
  'nominees',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => votingRounds.id, { onDelete: 'cascade' }),
    nominationId: integer('nomination_id').notNull(),
    nickname: text('nickname').notNull(),
    /** A content asset id or an absolute image URL. */
    photo: text('photo').notNull(),
    linkToPage: text('link_to_page').notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The normalised streamer page: entries naming the same page stand as this one nominee. */
    pageKey: text('page_key'),
    /** Put on the shortlist by the jury rather than by the longlist's standings. */
    wildcard: boolean('wildcard').notNull().default(false),
    /** Put there by the demo seed, not by staff: the backstage marks it, so nobody takes it for a real nominee. */
    demo: boolean('demo').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('nominees_round_nomination_idx').on(t.roundId, t.nominationId), uniqueIndex('nominees_round_nomination_page_unique').on(t.roundId, t.nominationId, t.pageKey)],
);

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => votingRounds.id, { onDelete: 'cascade' }),
    nominationId: integer('nomination_id').notNull(),
    nomineeId: integer('nominee_id')
      .notNull()
      .references(() => nominees.id, { onDelete: 'cascade' }),
    /** Null once the voter deleted their account: the vote still counts, linked to nobody. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Keyed hash of the voter's address and user agent; null once the voter deleted their account. */
    clientHash: text('client_hash'),
    /** Keyed hash of the voter's address alone, which a changed user agent does not hide; null for votes cast before it was kept, and once the voter deleted their account. */
    addressHash: text('address_hash'),
    /** Set while an organiser holds the vote out of the tally; the vote itself is never deleted. */
    quarantinedAt: timestamp('quarantined_at', { withTimezone: true }),
    quarantinedBy: integer('quarantined_by').references(() => users.id, { onDelete: 'set null' }),
    /** The signal (or the organiser's note) the vote was quarantined for. */
    quarantineReason: text('quarantine_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('votes_one_per_user_round_nomination').on(t.userId, t.roundId, t.nominationId),
    index('votes_nominee_idx').on(t.nomineeId),
    index('votes_round_created_idx').on(t.roundId, t.createdAt),
  ],
);

/**
 * Legends of the Year, the game: each block's closing time and hidden legend, and which streamers
 * it offers. What a block and its streamers show is content (`legend_blocks`, `legend_streamers`,
 * under the same ids).
 */
export const legendBlocks = pgTable('legend_blocks', {
  id: serial('id').primaryKey(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  /** The right answer: hidden until `revealedAt` has passed. */
  legendStreamerId: integer('legend_streamer_id'),
  revealedAt: timestamp('revealed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const legendStreamers = pgTable('legend_streamers', {
  id: serial('id').primaryKey(),
  blockId: integer('block_id')
    .notNull()
    .references(() => legendBlocks.id, { onDelete: 'cascade' }),
});

export const legendGuesses = pgTable(
  'legend_guesses',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => legendBlocks.id, { onDelete: 'cascade' }),
    streamerId: integer('streamer_id')
      .notNull()
      .references(() => legendStreamers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('legend_guesses_one_per_user_block').on(t.userId, t.blockId), index('legend_guesses_streamer_idx').on(t.streamerId)],
);

/** A judge's account and the jury member (an item of the `judges` content collection) the site shows for it. */
export const judges = pgTable('judges', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  juryMemberId: integer('jury_member_id').notNull(),
});

/** A nomination of a round a judge scores; a declared conflict of interest makes the judge abstain there. */
export const judgeAssignments = pgTable(
  'judge_assignments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roundId: integer('round_id')
      .notNull()
      .references(() => votingRounds.id, { onDelete: 'cascade' }),
    nominationId: integer('nomination_id').notNull(),
    conflictDeclaredAt: timestamp('conflict_declared_at', { withTimezone: true }),
    conflictNote: text('conflict_note'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roundId, t.nominationId] }), index('judge_assignments_round_idx').on(t.roundId, t.nominationId)],
);

/** A judge's score of a nominee, 1 to 10; changeable until the round is sealed. */
export const juryScores = pgTable(
  'jury_scores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nomineeId: integer('nominee_id')
      .notNull()
      .references(() => nominees.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nomineeId] }), index('jury_scores_nominee_idx').on(t.nomineeId), check('jury_scores_score_range', sql`${t.score} between 1 and 10`)],
);

/**
 * What the live show announced, in order: the id is the Server-Sent Events id a reconnecting
 * viewer replays from. Rehearsal events reach only the control room.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: serial('id').primaryKey(),
    /** reveal | legend */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    rehearsal: boolean('rehearsal').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_rehearsal_idx').on(t.rehearsal, t.id)],
);

/**
 * Counters every instance shares, for rate limits and failed sign-ins: a key's hits since
 * `resets_at - window`. A row past its `resets_at` counts as zero and is swept now and then.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_resets_at_idx').on(t.resetsAt)],
);

/**
 * Mail waiting to be delivered, written in the transaction of the change that causes it, so a
 * stored change never loses its mail. A worker claims a row until `claimed_until`, sends it and
 * marks it sent; a failed send is retried at `next_attempt_at`. Once sent, the body is cleared.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure's code (never the server's text, which may quote the address). */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
