import type { AddNomineeRequest, ShortlistRequest } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { AppError, errors } from '../../lib/errors';
import { linkKey, readApprovedEntryGroups } from '../entries';
import { recordAudit, type Actor } from '../audit';
import { earlierRound, sameStreamer, type NomineeVotes } from './nominee-board';
import { deleteNominee, insertNominees, lockNominee, readNomineeRows, setNomineeSort, type NomineeRow } from './nominee-repository';
import { lockFor } from './round-life';
import { nominationStandingOf, sealedStandings } from './sealed-results';

/** A nominee list's target: its round and nomination. */
export interface ListKey {
  roundId: number;
  nominationId: number;
}

type Streamer = Pick<NomineeRow, 'nickname' | 'photo' | 'linkToPage' | 'pageKey' | 'applicationId' | 'wildcard' | 'demo'>;

const alreadyNominee = () => new AppError(409, 'already_nominee', 'error.already_nominee');

/** Runs a change of a round's list with the round locked, once its state allows it (round_sealed otherwise). */
function changeList<T>(db: Database, key: ListKey, change: (tx: Database, rows: NomineeRow[]) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockFor(tx, key.roundId, 'change_nominees');
    return change(tx, await readNomineeRows(tx, key.roundId, key.nominationId));
  });
}

/** Stores nominees after the list's last, in the order given. */
async function append(tx: Database, key: ListKey, rows: NomineeRow[], added: Streamer[]): Promise<NomineeRow[]> {
  if (added.length === 0) return [];
  const next = Math.max(0, ...rows.map((row) => row.sort + 1));
  return insertNominees(tx, added.map((nominee, index) => ({ ...key, ...nominee, sort: next + index })));
}

/** The earlier round's nominee in this nomination, as a copy for this round: same streamer, same entry, demo data if it was. */
const copyOf = (source: NomineeRow, wildcard: boolean): Streamer => ({
  nickname: source.nickname,
  photo: source.photo,
  linkToPage: source.linkToPage,
  pageKey: source.pageKey,
  applicationId: source.applicationId,
  wildcard,
  demo: source.demo,
});

/** The nominee a request describes: from approved entries of one streamer page, from the earlier round, or by hand. */
async function describedNominee(tx: Database, key: ListKey, body: AddNomineeRequest): Promise<Streamer> {
  if (body.from === 'entries') {
    const [group] = await readApprovedEntryGroups(tx, key.nominationId, body.pageKey);
    if (!group) throw errors.notFound();
    return { nickname: group.nickname, photo: '', linkToPage: group.linkToPage, pageKey: group.pageKey, applicationId: group.applicationId, wildcard: false, demo: false };
  }
  if (body.from === 'standings') {
    const earlier = await earlierRound(tx, key.roundId);
    const source = earlier && (await readNomineeRows(tx, earlier.id, key.nominationId)).find((row) => row.id === body.nomineeId);
    if (!source) throw errors.notFound();
    return copyOf(source, body.wildcard);
  }
  // Keyed as entries' pages are, so an entry for this page later counts toward this nominee.
  return { nickname: body.nickname, photo: body.photo, linkToPage: body.linkToPage, pageKey: linkKey(body.linkToPage), applicationId: null, wildcard: false, demo: false };
}

export function addNominee(db: Database, key: ListKey, body: AddNomineeRequest, actor: Actor) {
  return changeList(db, key, async (tx, rows) => {
    const nominee = await describedNominee(tx, key, body);
    if (rows.some((row) => sameStreamer(row, nominee))) throw alreadyNominee();
    const [stored] = await append(tx, key, rows, [nominee]);
    await recordAudit(tx, actor, { action: 'nominee.add', subjectType: 'nominee', subjectId: stored!.id, after: { ...key, from: body.from, ...nominee } });
  });
}

/**
 * The shortlist from the earlier round's sealed standings in the nomination: its top `size`, the
 * nominees below the cut the organiser took (ties), and the jury's wildcards, in the standings'
 * order; a streamer already on the list is not added twice. 409 while the earlier round is unsealed.
 */
export function buildShortlist(db: Database, key: ListKey, body: ShortlistRequest, actor: Actor) {
  return changeList(db, key, async (tx, rows) => {
    const earlier = await earlierRound(tx, key.roundId);
    const standings = earlier && (await sealedStandings(tx, earlier));
    if (!earlier || !standings) throw new AppError(409, 'round_not_sealed', 'error.round_not_sealed');
    const ranked = nominationStandingOf(standings, key.nominationId)?.nominees ?? [];
    for (const field of ['also', 'wildcards'] as const) {
      if (body[field].some((id) => !ranked.some((nominee) => nominee.nomineeId === id))) throw errors.invalidField(field, 'validation.invalid');
    }
    const bySeat = new Set([...ranked.filter((nominee) => nominee.rank <= body.size).map((nominee) => nominee.nomineeId), ...body.also]);
    const sources = new Map((await readNomineeRows(tx, earlier.id, key.nominationId)).map((row) => [row.id, row]));
    const added: Streamer[] = [];
    for (const { nomineeId } of ranked) {
      const source = sources.get(nomineeId);
      if (!source || !(bySeat.has(nomineeId) || body.wildcards.includes(nomineeId))) continue;
      if ([...rows, ...added].some((row) => sameStreamer(row, source))) continue;
      // A wildcard is a nominee the standings did not seat: one both seated and named keeps its seat.
      added.push(copyOf(source, !bySeat.has(nomineeId)));
    }
    const stored = await append(tx, key, rows, added);
    await recordAudit(tx, actor, {
      action: 'nominee.shortlist',
      subjectType: 'round',
      subjectId: key.roundId,
      after: { ...key, fromRound: earlier.id, size: body.size, also: body.also, wildcards: body.wildcards, added: stored.map((row) => row.id) },
    });
  });
}

/** Puts the list in the order of `ids`, which must be exactly its nominees; 400 otherwise. */
export function orderNominees(db: Database, key: ListKey, ids: number[], actor: Actor) {
  return changeList(db, key, async (tx, rows) => {
    const listed = new Set(rows.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== rows.length || ids.some((id) => !listed.has(id))) throw errors.invalidField('nominee_ids', 'validation.invalid');
    await setNomineeSort(tx, ids);
    await recordAudit(tx, actor, { action: 'nominee.order', subjectType: 'round', subjectId: key.roundId, before: { ...key, order: rows.map((row) => row.id) }, after: { ...key, order: ids } });
  });
}

/**
 * Removes a nominee and its votes; one with votes only when the organiser confirmed voiding them
 * (409 nominee_has_votes otherwise, nothing changed). Its row is locked, so the votes counted are those voided.
 */
export function removeNominee(db: Database, votes: NomineeVotes, key: ListKey, nomineeId: number, voidVotes: boolean, actor: Actor) {
  return changeList(db, key, async (tx) => {
    const nominee = await lockNominee(tx, key.roundId, key.nominationId, nomineeId);
    if (!nominee) throw errors.notFound();
    const votesVoided = await votes.countNomineeVotes(tx, nomineeId);
    if (!voidVotes && votesVoided > 0) throw new AppError(409, 'nominee_has_votes', 'error.nominee_has_votes');
    await deleteNominee(tx, nomineeId);
    const { id: _id, sort: _sort, ...before } = nominee;
    await recordAudit(tx, actor, { action: 'nominee.remove', subjectType: 'nominee', subjectId: nomineeId, before, after: { votesVoided } });
  });
}
