import type { FastifyReply } from 'fastify';
import { PERSONAL_DATA_FORMAT, isLanguageCode, type ApplicationStatus, type DeclineReason, type PersonalData, type VideoType } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { listEntriesOf, listVideosOf } from '../entries';
import { readMessagesFrom } from '../contact';
import { readGuessesOf } from '../legends';
import { readMailTo } from '../mail';
import { rolesOf, secondFactorOf } from '../staff';
import type { Account } from '../users';
import { readVotesOf } from '../voting';
import { DOWNLOAD_NOTES } from './notes';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the site holds about the account, read from each module that keeps some of it, one
 * query after another. Secrets and keyed hashes stay out: they mean nothing to the reader.
 */
export async function personalDataOf(db: Database, account: Account, now = new Date()): Promise<PersonalData> {
  const staffRoles = await rolesOf(db, account.id);
  const factor = await secondFactorOf(db, account.id);
  const entries = await listEntriesOf(db, account.id);
  const uploads = await listVideosOf(db, account.id);
  const votes = await readVotesOf(db, account.id);
  const guesses = await readGuessesOf(db, account.id);
  const messages = await readMessagesFrom(db, account.email);
  const mail = await readMailTo(db, account.email);
  return {
    format: PERSONAL_DATA_FORMAT,
    generatedAt: iso(now),
    notes: DOWNLOAD_NOTES[isLanguageCode(account.language) ? account.language : 'EN'],
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      language: account.language,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
      passwordSet: account.passwordHash !== null,
      blocked: account.blocked,
      staffRoles,
      twoStepVerification: factor?.confirmedAt != null,
    },
    entries: entries.map((entry) => ({
      id: entry.id,
      nominationId: entry.nominationId,
      nickname: entry.nickname,
      linkToPage: entry.linkToPage,
      linkToMedia: entry.linkToMedia,
      videoId: entry.videoId,
      comments: entry.comments,
      timeCode: entry.timeCode,
      language: entry.language,
      status: entry.status as ApplicationStatus,
      declineReason: entry.declineReason as DeclineReason | null,
      decisionNote: entry.decisionNote,
      decidedAt: isoOrNull(entry.decidedAt),
      createdAt: iso(entry.createdAt),
    })),
    uploads: uploads.map((upload) => ({ id: upload.id, type: upload.type as VideoType, size: upload.size, createdAt: iso(upload.createdAt), attachedAt: isoOrNull(upload.attachedAt) })),
    votes: votes.map((vote) => ({ ...vote, createdAt: iso(vote.createdAt) })),
    guesses: guesses.map((guess) => ({ ...guess, createdAt: iso(guess.createdAt) })),
    contactMessages: messages.map((message) => ({
      id: message.id,
      email: message.email,
      comments: message.comments,
      language: message.language,
      createdAt: iso(message.createdAt),
      handledAt: isoOrNull(message.handledAt),
      replies: message.replies.map((reply) => ({ body: reply.body, createdAt: iso(reply.createdAt) })),
    })),
    mail: mail.map((sent) => ({ subject: sent.subject, createdAt: iso(sent.createdAt), sentAt: isoOrNull(sent.sentAt) })),
  };
}

/** Sends the document as a file to save, named for the day it was made; never kept by a cache (the route says so). */
export function asDownload(reply: FastifyReply, data: PersonalData): PersonalData {
  reply.header('content-disposition', `attachment; filename="personal-data-${data.generatedAt.slice(0, 10)}.json"`);
  return data;
}
