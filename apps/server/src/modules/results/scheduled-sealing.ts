import type { FastifyInstance } from 'fastify';
import { readRounds, type RoundRow } from '../rounds';
import { SCHEDULE, sealRound } from './seal';

/** Checked at least this often, so a round whose dates an organiser moved is still sealed in time. */
const LONGEST_WAIT_MS = 60_000;

/** Rounds revealed at their reveal time (not live) that reach it unsealed. */
const due = (round: RoundRow, now: Date) => !round.liveReveal && !round.sealedAt && round.revealsAt <= now && round.endsAt <= now;

/**
 * Seals every round due at `now` in the schedule's name, so that a season without a live show
 * reveals at each round's time. Another server sealing the same round first is no failure.
 */
export async function sealDueRounds(app: FastifyInstance, now = new Date()): Promise<void> {
  for (const round of (await readRounds(app.db)).filter((candidate) => due(candidate, now))) {
    await sealRound(app.db, round.id, SCHEDULE, now).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'round_sealed') app.log.error({ err: error, roundId: round.id }, 'scheduled sealing failed');
    });
  }
}

/** Wakes at the next reveal time (or within a minute) to seal what is due; stops with the app. */
export function startScheduledSealing(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const wake = async () => {
    await sealDueRounds(app).catch((error: unknown) => app.log.error({ err: error }, 'scheduled sealing failed'));
    if (stopped) return;
    const now = Date.now();
    const next = (await readRounds(app.db).catch(() => []))
      .filter((round) => !round.liveReveal && !round.sealedAt)
      .map((round) => Math.max(round.revealsAt.getTime(), round.endsAt.getTime()) - now)
      .filter((wait) => wait > 0);
    if (stopped) return;
    timer = setTimeout(() => void wake(), Math.min(LONGEST_WAIT_MS, ...next));
    timer.unref();
  };
  app.addHook('onReady', async () => void wake());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
