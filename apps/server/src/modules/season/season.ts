import type { Season, SeasonInput, TieBreak, VotingRoundKind } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { errors } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { seasonDatesChanged } from '../content';
import { publishLiveEvent } from '../live';
import { readSetting, writeSetting, type SettingValue } from '../settings';
import { readRounds, roundLife, toRoundView, type RoundRow, type RoundSchedule } from '../rounds';

const window = (startsAt: string, endsAt: string) => ({ startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString() });

/** The season as the organisers' form shows it, from the stored phases and every round in start order. */
function seasonOf(phases: SettingValue<'phases'> | undefined, rounds: RoundRow[], now: Date): Season {
  if (!phases) throw errors.notFound();
  return {
    applications: phases.applications,
    live: phases.live,
    rounds: rounds.map((round) => {
      const view = toRoundView(round, now);
      return {
        id: round.id,
        kind: round.kind as VotingRoundKind,
        startsAt: view.startsAt,
        endsAt: view.endsAt,
        revealsAt: view.revealsAt,
        audienceWeight: round.audienceWeight,
        juryWeight: round.juryWeight,
        tieBreak: round.tieBreak as TieBreak,
        liveReveal: round.liveReveal,
        status: view.status,
        seal: view.seal,
      };
    }),
  };
}

export async function readSeason(db: Database, now = new Date()): Promise<Season> {
  return seasonOf(await readSetting(db, 'phases'), await readRounds(db), now);
}

const scheduleOf = (round: SeasonInput['rounds'][number]): RoundSchedule => ({
  startsAt: new Date(round.startsAt),
  endsAt: new Date(round.endsAt),
  revealsAt: new Date(round.revealsAt),
  audienceWeight: round.audienceWeight,
  juryWeight: round.juryWeight,
  tieBreak: round.tieBreak,
  liveReveal: round.liveReveal,
});

const sameSchedule = (a: RoundSchedule, b: RoundRow) =>
  a.startsAt.getTime() === b.startsAt.getTime() &&
  a.endsAt.getTime() === b.endsAt.getTime() &&
  a.revealsAt.getTime() === b.revealsAt.getTime() &&
  a.audienceWeight === b.audienceWeight &&
  a.juryWeight === b.juryWeight &&
  a.tieBreak === b.tieBreak &&
  a.liveReveal === b.liveReveal;

/**
 * Stores the season's dates (the schema has checked their order) with one audit record: the
 * voting phase the site announces becomes the first round's start to the last one's end. Every
 * round must be in the form, each once (400 otherwise); a sealed round's schedule cannot change (409).
 * Every open page hears of it (a live `season` event) and shows the new dates at once, and every
 * server forgets the content answers that quoted the old ones.
 */
export async function updateSeason(db: Database, actor: Actor, input: SeasonInput): Promise<Season> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const rounds = await readRounds(tx);
    const before = seasonOf(await readSetting(tx, 'phases'), rounds, now);
    const stored = new Map(rounds.map((round) => [round.id, round]));
    const ids = new Set(input.rounds.map((round) => round.id));
    if (ids.size !== input.rounds.length || ids.size !== stored.size || [...ids].some((id) => !stored.has(id))) throw errors.invalidField('rounds', 'validation.season.rounds');

    for (const round of input.rounds) {
      const schedule = scheduleOf(round);
      if (sameSchedule(schedule, stored.get(round.id)!)) continue;
      // Locked and checked again: a seal committed since the read above is not overwritten.
      await roundLife.reschedule(tx, round.id, schedule);
    }
    const [first, last] = [input.rounds[0]!, input.rounds.at(-1)!];
    const phases = {
      applications: window(input.applications.startsAt, input.applications.endsAt),
      voting: window(first.startsAt, last.endsAt),
      live: window(input.live.startsAt, input.live.endsAt),
    };
    await writeSetting(tx, 'phases', phases);
    const after = seasonOf(phases, await readRounds(tx), now);
    await recordAudit(tx, actor, { action: 'season.update', subjectType: 'season', subjectId: 'season', before, after });
    // The content's notice first: a page that hears of the new dates reads the texts quoting them.
    await seasonDatesChanged(tx);
    await publishLiveEvent(tx, { kind: 'season', data: {} });
    return after;
  });
}
