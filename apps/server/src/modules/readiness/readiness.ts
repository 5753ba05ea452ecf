import type { LanguageCode, Readiness, ReadinessCheck, StaffRole } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readMissingTexts } from '../content';
import { readOverdueEntries } from '../entries';
import { listNominations } from '../nominations';
import { readRounds } from '../rounds';
import { readSeasonCalendar } from '../season';
import { FIX } from './fix-paths';
import { found, type Scope } from './findings';
import { judgesWhoVoted, unscoredJudges } from './jury-checks';
import { missingStreamChannels, thinNominations, unsealedRounds, unvotedNominations } from './round-checks';
import { seasonPhase } from './season-phase';

/** Entries waiting past the review promise, oldest first. */
async function overdueEntries(scope: Scope) {
  const items = (await readOverdueEntries(scope.db, scope.now)).map((entry) => ({
    entryId: entry.id,
    nominationId: entry.nominationId,
    nomination: scope.titles.get(entry.nominationId) ?? `#${entry.nominationId}`,
    nickname: entry.nickname,
    sentAt: entry.createdAt.toISOString(),
    fix: FIX.entry(entry.id),
  }));
  return found('overdue_entries', FIX.overdueEntries, items);
}

/** Texts blank in a language, published or in the draft: a publish refuses them, and the site shows English there meanwhile. */
async function missingTexts(scope: Scope) {
  const items = (await readMissingTexts(scope.db)).map((text) => ({ ...text, fix: FIX.text(text) }));
  return found('missing_texts', FIX.content(), items);
}

type Check = (scope: Scope) => Promise<ReadinessCheck> | ReadinessCheck;

/**
 * The checks in the overview's order, each with the roles that see it: a role sees the checks of
 * the sections it works in. Moderators review entries; the rest (rounds, votes, the jury, the
 * content, the show) are the organisers' sections, and name votes and judges a moderator never sees.
 */
const CHECKS: [Check, readonly StaffRole[]][] = [
  [overdueEntries, ['organiser', 'moderator']],
  [thinNominations, ['organiser']],
  [unvotedNominations, ['organiser']],
  [unscoredJudges, ['organiser']],
  [judgesWhoVoted, ['organiser']],
  [unsealedRounds, ['organiser']],
  [missingStreamChannels, ['organiser']],
  [missingTexts, ['organiser']],
];

export interface ReadinessRequest {
  roles: readonly StaffRole[];
  language: LanguageCode;
  /** Only this round among the checks of rounds. */
  roundId?: number;
}

/** The phase, the next moment and every check the caller's roles see, one after another (one connection at a time). */
export async function readReadiness(db: Database, { roles, language, roundId }: ReadinessRequest, now = new Date()): Promise<Readiness> {
  const rounds = (await readRounds(db)).filter((round) => roundId === undefined || round.id === roundId);
  const titles = new Map((await listNominations(db, language)).map((nomination) => [nomination.id, nomination.title]));
  const scope: Scope = { db, now, rounds, titles };
  const checks: ReadinessCheck[] = [];
  for (const [check, seenBy] of CHECKS) if (seenBy.some((role) => roles.includes(role))) checks.push(await check(scope));
  return { ...seasonPhase(await readSeasonCalendar(db, now), now), checks };
}
