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

/**
 * What the last decision was. A withdrawn entry keeps its decision's record but not its status:
 * a decline always has a reason and an approval never does, so the reason tells which it was.
 */
const decidedStatus = (status: string, declineReason: string | null): 'approved' | 'declined' =>
  status === 'approved' || status === 'declined' ? status : declineReason === null ? 'approved' : 'declined';

/** One entry's page: the row, its comments and time code, the clip, the decision and its neighbours. 404 when there is no such entry. */
export async function entryDetail(app: FastifyInstance, id: number, now = new Date()): Promise<EntryDetail> {
  const entry = await readEntry(app.db, id);
  if (!entry) throw errors.notFound();
  const [sameStreamer, sameApplicant] = await Promise.all([readSameStreamer(app.db, entry.pageKey, id), readSameApplicant(app.db, entry.applicantId, id)]);
  const { pageKey: _pageKey, comments, timeCode, declineReason, decisionNote, decidedAt, decidedByName, videoMimeType: _videoMimeType, ...row } = entry;
  return {
    ...entryRow(row, now),
    comments,
    timeCode,
    clip: clipOf(app.config.jwtSecret, entry, now),
    decision: decidedAt
      ? { status: decidedStatus(row.status, declineReason), reason: declineReason as DeclineReason | null, note: decisionNote, decidedAt: decidedAt.toISOString(), decidedByName }
      : null,
    sameStreamer: sameStreamer.map((record) => entryRow(record, now)),
    sameApplicant: sameApplicant.map((record) => entryRow(record, now)),
  };
}
