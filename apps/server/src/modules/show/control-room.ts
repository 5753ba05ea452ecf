import { LANGUAGES, type ControlRoom, type LanguageCode, type VotingRoundKind } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { isRevealed, readBlocks } from '../legends';
import { readLiveEventsAfter } from '../live';
import { findShowRound, readRunningOrder, roundStatus } from '../rounds';

/** What the rehearsal under way has revealed: nomination ids of the show round, and legend block ids. */
export async function readRehearsal(db: Database, roundId: number | undefined) {
  const events = await readLiveEventsAfter(db, 0, true);
  const nominations = new Set<number>();
  const legends = new Set<number>();
  for (const event of events) {
    if (event.kind === 'reveal' && event.data.roundId === roundId) nominations.add(event.data.nominationId as number);
    if (event.kind === 'legend') legends.add(event.data.blockId as number);
  }
  return { nominations, legends };
}

const languageId = (language: LanguageCode) => LANGUAGES.find((entry) => entry.code === language)!.id;

/** The control room as the organiser's page shows it, block titles in `language` (English where missing). */
export async function readControlRoom(db: Database, language: LanguageCode, now = new Date()): Promise<ControlRoom> {
  const round = await findShowRound(db);
  const order = round ? await readRunningOrder(db, round) : [];
  const rehearsal = await readRehearsal(db, round?.id);
  const blocks = await readBlocks(db);
  return {
    round: round
      ? { id: round.id, kind: round.kind as VotingRoundKind, status: roundStatus(round, now), sealed: round.sealedAt !== null, revealsAt: round.revealsAt.toISOString() }
      : null,
    runningOrder: order.map(({ nominationId, revealedAt, heldBack, unvoted }) => ({
      nominationId,
      revealedAt: revealedAt?.toISOString() ?? null,
      rehearsed: rehearsal.nominations.has(nominationId),
      heldBack,
      unvoted,
    })),
    legends: blocks.map(({ block, translations }) => {
      const title = translations.find((text) => text.languageId === languageId(language) && text.title.trim()) ?? translations.find((text) => text.languageId === 1);
      return {
        blockId: block.id,
        orderId: block.orderId,
        title: title?.title ?? '',
        revealedAt: isRevealed(block, now) ? block.revealedAt!.toISOString() : null,
        rehearsed: rehearsal.legends.has(block.id),
      };
    }),
  };
}
