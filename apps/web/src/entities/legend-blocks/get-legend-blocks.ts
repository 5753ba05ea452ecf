import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  LANGUAGES,
  getLegendBlocks,
  getUserLegendBlocks,
  pickTranslation,
  type EndpointResult,
  type LanguageCode,
  type TextsByLanguage,
} from '@awards/contracts';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

type BlockAnswer = EndpointResult<typeof getLegendBlocks>[number];

/** A streamer of a block: how many guesses name them, and whether the caller's guess is one. */
export interface LegendStreamer {
  id: number;
  /** An asset id. */
  photo: string;
  nickname: string;
  guesses: number;
  guessed: boolean;
}

const TEXT_FIELDS = ['title', 'description'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** A Legends of the Year block as the site keeps it: its texts keyed by language code. */
export interface LegendBlock {
  id: number;
  orderId: number;
  streamers: LegendStreamer[];
  texts: TextsByLanguage<TextField>;
  closesAt: string;
  /** Set once the legend is revealed, and only then. */
  legendStreamerId?: number;
}

const languageOfId = new Map<number, LanguageCode>(LANGUAGES.map((language) => [language.id, language.code]));

/**
 * The one reading of a block off the wire. Its translations name their language by id (EN=1, SP=2,
 * RU=3, PT=4): they are keyed by language code, an unknown id dropped. The wire calls the guesses
 * naming a streamer `votes` and the caller's own `voted`; here they are guesses.
 */
export function toLegendBlock({ id, orderId, streamers, translations, closesAt, legendStreamerId }: BlockAnswer): LegendBlock {
  const texts: LegendBlock['texts'] = {};
  for (const { Language, title, description } of translations) {
    const code = languageOfId.get(Language.ID);
    if (code) texts[code] = { title, description };
  }
  return {
    id,
    orderId,
    streamers: streamers.map(({ votes, voted, ...streamer }) => ({ ...streamer, guesses: votes, guessed: voted })),
    texts,
    closesAt,
    legendStreamerId,
  };
}

/** The blocks in their editors' order (`order_id`, then id). */
export const toLegendBlocks = (blocks: readonly BlockAnswer[]): LegendBlock[] =>
  blocks.map(toLegendBlock).sort((a, b) => a.orderId - b.orderId || a.id - b.id);

/** A block's title and description in `language`, each from English where missing or blank. */
export const legendBlockText = (block: LegendBlock, language: LanguageCode): Record<TextField, string> => pickTranslation(block.texts, language, TEXT_FIELDS);

/**
 * A signed-in caller reads the blocks with their guesses marked, a visitor the public list. The
 * caller's answer is keyed under 'user', so it is dropped on every sign-in and sign-out.
 */
export const legendBlocksQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: signedIn ? ['user', 'legends', 'blocks'] : ['legends', 'blocks'],
    queryFn: async ({ signal }) => toLegendBlocks(await (signedIn ? call(getUserLegendBlocks, { signal }) : call(getLegendBlocks, { signal }))),
  });

/** The blocks for whoever is here: the Legends page and the home page's list share this one read. */
export function useLegendBlocks() {
  const { isAuthenticated } = useSession();
  return useQuery(legendBlocksQueryOptions(isAuthenticated));
}
