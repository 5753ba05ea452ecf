import type { NomineeBoard, StandingCandidate, VotingRoundKind } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { errors } from '../../lib/errors';
import { readApprovedEntryGroups } from '../entries';
import { recordAudit, type Actor } from '../audit';
import { findNomination } from './nomination';
import { readNomineeRows, type NomineeRow } from './nominee-repository';
import { readLiveReveals } from './round-nominations';
import { findRound, readRounds, type RoundRow } from './round-repository';
import { isNominationRevealed, roundStatus } from './round-views';
import { nominationStandingOf, sealedStandings } from './sealed-results';

/**
 * What the nominee lists ask of the votes, which the voting module answers: given through the
 * plugin's options, as the votes' module builds on the rounds and not the other way.
 */
export interface NomineeVotes {
  /** Which of a nomination's nominees in a round anyone voted for: whether, never how many, as the tally stays sealed. */
  votedNominees(db: Database, roundId: number, nominationId: number): Promise<Set<number>>;
  /** How many votes a nominee has, for its removal's confirmation only. */
  countNomineeVotes(db: Database, nomineeId: number): Promise<number>;
}

/** What tells one streamer from another on a list: the page key where both have one, else the nickname and the link. */
type Streamer = Pick<NomineeRow, 'pageKey' | 'nickname' | 'linkToPage'>;

export const sameStreamer = (a: Streamer, b: Streamer) =>
  a.pageKey && b.pageKey ? a.pageKey === b.pageKey : a.nickname === b.nickname && a.linkToPage === b.linkToPage;

/** The round before this one in start order, whose standings a shortlist is built from; undefined for the first. */
export async function earlierRound(db: Database, roundId: number): Promise<RoundRow | undefined> {
  const rounds = await readRounds(db);
  const index = rounds.findIndex((round) => round.id === roundId);
  return index > 0 ? rounds[index - 1] : undefined;
}

/** The round a nominee list belongs to; 404 for an unknown round or nomination. */
export async function listRound(db: Database, roundId: number, nominationId: number): Promise<RoundRow> {
  const [round] = await Promise.all([findRound(db, roundId), findNomination(db, String(nominationId), 'EN')]);
  if (!round) throw errors.notFound();
  return round;
}

/**
 * The earlier round's sealed standings in this nomination, each marked when its streamer is already
 * on this list; null without a sealed earlier round. Before they are revealed nobody sees them
 * unrecorded: each look goes to the audit log, as the results' own view does.
 */
async function standingCandidates(db: Database, roundId: number, nominationId: number, chosen: NomineeRow[], actor: Actor, now: Date): Promise<StandingCandidate[] | null> {
  const earlier = await earlierRound(db, roundId);
  const standings = earlier && (await sealedStandings(db, earlier));
  if (!earlier || !standings) return null;
  const standing = nominationStandingOf(standings, nominationId);
  if (!standing) return [];
  const reveals = earlier.liveReveal ? await readLiveReveals(db, earlier.id) : undefined;
  if (!isNominationRevealed(earlier, reveals?.get(earlier.id) ?? new Set(), nominationId, now)) {
    await recordAudit(db, actor, { action: 'round.view_standings', subjectType: 'round', subjectId: earlier.id, after: { digest: earlier.standingsDigest, nominationId } });
  }
  const sources = new Map((await readNomineeRows(db, earlier.id, nominationId)).map((row) => [row.id, row]));
  return standing.nominees.map(({ nomineeId, nickname, rank, result, tied }) => {
    const source = sources.get(nomineeId);
    return { nomineeId, nickname, rank, result, tied, chosen: source !== undefined && chosen.some((row) => sameStreamer(row, source)) };
  });
}

/**
 * A round's nominees in a nomination, with the approved entries and earlier standings they can be
 * picked from. Each streamer page's entries name the nominee already standing for that streamer
 * by the rule adding one follows (sameStreamer), so the board never offers what adding refuses.
 */
export async function nomineeBoard(db: Database, votes: NomineeVotes, round: RoundRow, nominationId: number, actor: Actor, now = new Date()): Promise<NomineeBoard> {
  const [rows, voted, groups] = await Promise.all([
    readNomineeRows(db, round.id, nominationId),
    votes.votedNominees(db, round.id, nominationId),
    readApprovedEntryGroups(db, nominationId),
  ]);
  return {
    round: { id: round.id, kind: round.kind as VotingRoundKind, status: roundStatus(round, now), sealed: round.sealedAt !== null },
    nominationId,
    nominees: rows.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      photo: row.photo,
      linkToPage: row.linkToPage,
      applicationId: row.applicationId,
      entries: groups.find((group) => sameStreamer(row, group))?.entries ?? 0,
      wildcard: row.wildcard,
      demo: row.demo,
      hasVotes: voted.has(row.id),
    })),
    entryCandidates: groups.map((group) => ({ ...group, nomineeId: rows.find((row) => sameStreamer(row, group))?.id ?? null })),
    standingCandidates: await standingCandidates(db, round.id, nominationId, rows, actor, now),
  };
}
