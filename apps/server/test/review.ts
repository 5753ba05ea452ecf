import { eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '@awards/contracts';
import { auditLog } from '../src/modules/audit/tables';
import { applications } from '../src/modules/entries/tables';
import { createVoters } from './voters';
import type { TestServer } from './harness';
import { addApplication, type NewApplication } from '../src/modules/entries/repository';
import { backstage } from './staff';

const HOUR = 60 * 60 * 1000;

/** Applicants made in one insert, each with a token and the address their mail goes to (`label-n@example.com`). */
export async function applicantsFor(server: TestServer, count: number, label: string) {
  const voters = await createVoters(server.db, server.config, count, label);
  return voters.map((voter, index) => ({ ...voter, email: `${label}-${index}@example.com` }));
}

/** One applicant, labelled apart from every other. */
export const applicantFor = async (server: TestServer, label: string) => (await applicantsFor(server, 1, label))[0]!;

let entries = 0;

/**
 * Stores an entry as sending it would, received `ageHours` ago; page and media links differ from
 * every other entry's unless given.
 */
export async function enter(server: TestServer, userId: number, fields: Partial<Omit<NewApplication, 'userId'>> & { ageHours?: number; language?: LanguageCode } = {}) {
  const n = ++entries;
  const { ageHours = 1, ...rest } = fields;
  return addApplication(
    server.db,
    { nominationId: 1, nickname: `Streamer ${n}`, linkToPage: `https://twitch.tv/streamer${n}`, media: { linkToMedia: `https://youtu.be/clip${String(n).padStart(7, '0')}` }, language: 'EN', ...rest, userId },
    new Date(Date.now() - ageHours * HOUR),
  );
}

/** No entries left (the seed's demo entries included), nor audit records: before each test of a file whose staff stay. */
export async function clearEntries(server: TestServer) {
  await server.db.delete(applications);
  await server.db.execute(sql`truncate audit_log`);
  server.mail.clear();
}

export const auditOf = (server: TestServer, entryId: number) => server.db.select().from(auditLog).where(eq(auditLog.subjectId, String(entryId))).orderBy(auditLog.id);


export const decide = (server: TestServer, token: string, id: number, body: unknown, headers?: Record<string, string>) =>
  backstage(server, token, `/api/v2/backstage/entries/${id}/decision`, { method: 'POST', body, headers });
