import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, type LegendBlock, type LegendStreamer } from '@awards/contracts';

/** Spec section 3's Language.ID: EN=1, SP=2, RU=3, PT=4; an unknown id names no language. */
export function languageCodeOfId(id: number): LanguageCode | undefined {
  return LANGUAGES.find((language) => language.id === id)?.code;
}

export interface BlockText {
  title: string;
  description: string;
}

/** Spec section 3: a block as the client keeps it, its translations keyed by language code. */
export interface Block {
  id: number;
  orderID: number;
  streamers: LegendStreamer[];
  translations: Partial<Record<LanguageCode, BlockText>>;
  closesAt: string;
  /** Set once the legend is revealed, and only then. */
  legendStreamerId?: number;
}

export function normaliseBlock(block: LegendBlock): Block {
  const translations: Block['translations'] = {};
  for (const row of block.translations) {
    const code = languageCodeOfId(row.Language.ID);
    if (code) translations[code] = { title: row.title, description: row.description };
  }
  return {
    id: block.id,
    orderID: block.order_id,
    streamers: block.streamers,
    translations,
    closesAt: block.closes_at,
    legendStreamerId: block.legend_streamer_id,
  };
}

/** The blocks in their editors' order (order_id). */
export function normaliseBlocks(blocks: readonly LegendBlock[]): Block[] {
  return blocks.map(normaliseBlock).sort((a, b) => a.orderID - b.orderID || a.id - b.id);
}

/** A block's title and description in `language`, field by field from English where blank. */
export function blockText(block: Block, language: LanguageCode): BlockText {
  const own = block.translations[language];
  const english = block.translations[DEFAULT_LANGUAGE];
  const pick = (field: keyof BlockText) => (own?.[field]?.trim() ? own[field] : english?.[field]) ?? '';
  return { title: pick('title'), description: pick('description') };
}

export type BlockPhase = 'open' | 'closed' | 'revealed';

/** Open for guesses until it closes; a revealed block is closed whatever its close time. */
export function blockPhase(block: Block, now: number): BlockPhase {
  if (block.legendStreamerId !== undefined) return 'revealed';
  return now >= Date.parse(block.closesAt) ? 'closed' : 'open';
}

/** The caller's pick in this block, if any. */
export function guessOf(block: Block): LegendStreamer | undefined {
  return block.streamers.find((streamer) => streamer.voted);
}

/** The block after the caller guessed `streamerId`: marked and counted, until the server's answer replaces it. */
export function withGuess(block: Block, streamerId: number): Block {
  return {
    ...block,
    streamers: block.streamers.map((streamer) => (streamer.id === streamerId ? { ...streamer, voted: true, votes: streamer.votes + 1 } : streamer)),
  };
}
