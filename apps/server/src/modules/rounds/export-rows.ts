import { inArray } from 'drizzle-orm';
import type { Database } from '../../lib/db/client';
import { nominees, votingRounds } from './tables';

/**
 * What the votes export shows of the rounds and nominees a batch of votes names: each round's kind
 * and each nominee's nickname, one query each however many votes the batch holds.
 */

export async function roundKinds(db: Database, roundIds: readonly number[]): Promise<ReadonlyMap<number, string>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db.select({ id: votingRounds.id, kind: votingRounds.kind }).from(votingRounds).where(inArray(votingRounds.id, [...new Set(roundIds)]));
  return new Map(rows.map((round) => [round.id, round.kind]));
}

export async function nomineeNicknames(db: Database, nomineeIds: readonly number[]): Promise<ReadonlyMap<number, string>> {
  if (nomineeIds.length === 0) return new Map();
  const rows = await db.select({ id: nominees.id, nickname: nominees.nickname }).from(nominees).where(inArray(nominees.id, [...new Set(nomineeIds)]));
  return new Map(rows.map((nominee) => [nominee.id, nominee.nickname]));
}
