import type { LegendBlock, LegendStreamer } from '@/entities/legend-blocks/get-legend-blocks';

export type BlockPhase = 'open' | 'closed' | 'revealed';

/** Open for guesses until it closes; a revealed block is closed whatever its close time. */
export function blockPhase(block: LegendBlock, now: number): BlockPhase {
  if (block.legendStreamerId !== undefined) return 'revealed';
  return now >= Date.parse(block.closesAt) ? 'closed' : 'open';
}

/** The caller's pick in this block, if any. */
export function guessOf(block: LegendBlock): LegendStreamer | undefined {
  return block.streamers.find((streamer) => streamer.guessed);
}

/** The block after the caller guessed `streamerId`: marked and counted, until the server's answer replaces it. */
export function withGuess(block: LegendBlock, streamerId: number): LegendBlock {
  return {
    ...block,
    streamers: block.streamers.map((streamer) => (streamer.id === streamerId ? { ...streamer, guessed: true, guesses: streamer.guesses + 1 } : streamer)),
  };
}
