import { createHash } from 'node:crypto';
import { NOMINATION_COUNT, type LanguageCode } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import type { ObjectStorage } from '../../lib/storage';
import { insertContent } from '../../modules/content';
import { SCHEDULE, sealRound } from '../../modules/results';
import { insertNominees, insertRounds, roundLife } from '../../modules/rounds';
import { insertVotes } from '../../modules/voting';
import { svgAsset } from '../images/svg';
import type { RoundWindow, SeasonTimeline, SeedScenario } from '../season-timeline';
import { streamerAvatar } from './avatar';
import { seedJury } from './jury';
import { seedNomineeEntries } from './nominee-entries';
import { SEED_STREAMERS, streamerAvatarId } from './streamers';

const LONGLIST_SIZE = 6;
const SHORTLIST_SIZE = 4;
/** How the seeded voters lean: the first nominee of a nomination gets 6 parts, the last 1. */
const LEANING = [6, 5, 4, 3, 2, 1];

const nominationIds = Array.from({ length: NOMINATION_COUNT }, (_, index) => index + 1);

/** Six different streamers per nomination, a different six for each (7 steps through 32 names never repeats within six). */
function longlistOf(nominationId: number) {
  return Array.from({ length: LONGLIST_SIZE }, (_, place) => SEED_STREAMERS[(nominationId * 5 + place * 7) % SEED_STREAMERS.length]!);
}

/** The nominee place a voter picks, spreading the voters over the places in the leaning's proportions. */
function pick(voterIndex: number, nominationId: number, places: number): number {
  const parts = LEANING.slice(0, places);
  let slot = (voterIndex * 7 + nominationId * 3) % parts.reduce((sum, part) => sum + part, 0);
  for (const [place, part] of parts.entries()) {
    if (slot < part) return place;
    slot -= part;
  }
  return 0;
}

/** A moment inside the round, different per vote, so the votes look cast over the round's days. */
const castDuring = (round: RoundWindow, n: number) =>
  new Date(round.startsAt.getTime() + ((n * 7_919_000) % (round.endsAt.getTime() - round.startsAt.getTime())));

/**
 * The season's two rounds from the timeline: a longlist of six nominees per nomination and a
 * shortlist of its first four (revealed in the live show), each with a drawn avatar. With `jury`,
 * from the `voting` scenario on, the jury is set up for the shortlist (and in the `results` one has
 * scored it). In the `results` scenario every given voter has voted in every nomination of both
 * rounds, both are sealed and revealed, so the results are filled; in the others nobody has voted,
 * so demo users can still cast their votes. From the `voting` scenario on, the first two of each
 * longlist stand for entries the `applicants` sent (seedNomineeEntries), the first with a clip
 * uploaded to `storage`. Every seeded nominee is marked as demo data for the backstage.
 */
export async function seedVoting(
  db: Database,
  timeline: SeasonTimeline,
  scenario: SeedScenario,
  voterIds: number[],
  { jury = false, applicants = [], storage }: { jury?: boolean; applicants?: { id: number; language: LanguageCode }[]; storage?: ObjectStorage } = {},
) {
  await insertContent(db, {
    collections: [],
    assets: SEED_STREAMERS.map(({ nickname }, index) => svgAsset(streamerAvatarId(nickname), streamerAvatar(index, nickname))),
  });
  const rounds = await insertRounds(db, [
    { kind: 'longlist', ...timeline.longlist },
    // The shortlist's results are revealed nomination by nomination in the live show.
    { kind: 'shortlist', ...timeline.shortlist, liveReveal: true },
  ]);
  const standings = rounds.flatMap((round) =>
    nominationIds.map((nominationId) => ({
      round,
      nominationId,
      streamers: longlistOf(nominationId).slice(0, round.kind === 'longlist' ? LONGLIST_SIZE : SHORTLIST_SIZE),
    })),
  );
  // While applications are open nobody has been nominated from them yet.
  const longlists = nominationIds.map((nominationId) => ({ nominationId, streamers: longlistOf(nominationId) }));
  const entryOf = scenario === 'applications' ? () => undefined : await seedNomineeEntries(db, timeline.applications, applicants, longlists, storage);
  const stored = await insertNominees(
    db,
    standings.flatMap(({ round, nominationId, streamers }) =>
      streamers.map(({ nickname, linkToPage }, sort) => ({
        roundId: round.id,
        nominationId,
        nickname,
        photo: streamerAvatarId(nickname),
        linkToPage,
        ...entryOf(nominationId, nickname),
        demo: true,
        sort,
      })),
    ),
  );
  const shortlist = rounds.find((round) => round.liveReveal)!;
  if (jury && scenario !== 'applications') {
    await seedJury(db, shortlist, stored.filter((nominee) => nominee.roundId === shortlist.id), nominationIds, scenario === 'results');
  }
  if (scenario !== 'results') return;

  const cast = standings.flatMap(({ round, nominationId }) => {
    const places = stored.filter((nominee) => nominee.roundId === round.id && nominee.nominationId === nominationId).sort((a, b) => a.sort - b.sort);
    return voterIds.map((userId, voterIndex) => ({
      roundId: round.id,
      nominationId,
      nomineeId: places[pick(voterIndex, nominationId, places.length)]!.id,
      userId,
      clientHash: createHash('sha256').update(`seeded voter ${userId}`).digest('hex'),
      createdAt: castDuring(round, voterIndex * NOMINATION_COUNT + nominationId),
    }));
  });
  await insertVotes(db, cast);
  // The show is over: both rounds were sealed when they closed, and the live show revealed every nomination.
  for (const round of rounds) await sealRound(db, round.id, SCHEDULE, round.endsAt);
  await roundLife.revealAll(db, SCHEDULE, shortlist.revealsAt);
}
