import type { FastifyInstance } from 'fastify';
import type { ApplicationStatus, DeclineReason, EntryDetail, EntryRow, LanguageCode } from '@awards/contracts';
import { errors } from '../../lib/errors';
import { clipOf } from './entry-clips';
import { overdueSince, readEntry, readSameApplicant, readSameStreamer, type EntryRecord } from './review-repository';

/** An entry as a row of the queue; overdue when still under review past the promise at `now`. */
export function entryRow(record: EntryRecord, now: Date): EntryRow {
  const { videoId, createdAt, ...fields } = record;
  const status = record.status as ApplicationStatus;
  return {
    ...fields,
    language: record.language as LanguageCode,
    status,
    hasVideo: videoId !== null,
    createdAt: createdAt.toISOString(),
    overdue: status === 'in_progress' && createdAt < overdueSince(now),
  };
}

/** One entry's page: the row, its comments and time code, the clip, the decision and its neighbours. 404 when there is no such entry. */
export async function entryDetail(app: FastifyInstance, id: number, now = new Date()): Promise<EntryDetail> {
  const entry = await readEntry(app.db, id);
  if (!entry) throw errors.notFound();
  const [sameStreamer, sameApplicant] = await Promise.all([readSameStreamer(app.db, entry.pageKey, id), readSameApplicant(app.db, entry.applicantId, id)]);
  const { pageKey: _pageKey, comments, timeCode, declineReason, decisionNote, decidedAt, decidedByName, videoMimeType: _videoMimeType, ...row } = entry;
  const decided = row.status === 'approved' || row.status === 'declined';
  return {
    ...entryRow(row, now),
    comments,
    timeCode,
    clip: clipOf(app.config.jwtSecret, entry, now),
    decision:
      decided && decidedAt
        ? { status: row.status as 'approved' | 'declined', reason: declineReason as DeclineReason | null, note: decisionNote, decidedAt: decidedAt.toISOString(), decidedByName }
        : null,
    sameStreamer: sameStreamer.map((record) => entryRow(record, now)),
    sameApplicant: sameApplicant.map((record) => entryRow(record, now)),
  };
}
