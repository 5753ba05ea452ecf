import { z } from 'zod';
import type { Camel } from './wire-case';
import { LANGUAGES, type LanguageCode } from './languages';
import { CONTENT_ERROR_CODES, PAGE_SLUGS, SOCIAL_NETWORKS, STREAM_AUDIENCES, STREAM_PROVIDERS, type ContentCollection } from './content-collections';

const id = z.number().int().positive();
/** An asset id, served at `{content}/assets/{id}`. */
const assetId = z.string().min(1);
const dateTime = z.iso.datetime();
/** Texts may be left empty by an editor: readers fall back to English then. */
const text = z.string();
export const ContentLanguageCode = z.enum(LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]]);

/** A translation row as Directus returns it: its own id, the parent's id under `<collection>_id`, and the texts. */
function translationRow<C extends string, S extends z.ZodRawShape>(collection: C, texts: S) {
  const parent = { [`${collection}_id`]: id } as Record<`${C}_id`, typeof id>;
  return z.object({ id, languages_code: ContentLanguageCode, ...parent, ...texts });
}

function translatedItem<C extends string, S extends z.ZodRawShape, T extends z.ZodRawShape>(collection: C, fields: S, texts: T) {
  return z.object({ id, ...fields, translations: z.array(translationRow(collection, texts)) });
}

export const NominationItem = translatedItem('nominations', { sort: z.number().int(), image_old: assetId, image_new: assetId }, { title: text, description: text });
export type NominationItem = Camel<z.infer<typeof NominationItem>>;

export const FaqItem = translatedItem('faq', { sort: z.number().int() }, { question: text, answer: text });
export type FaqItem = Camel<z.infer<typeof FaqItem>>;

export const RulesItem = translatedItem('Rules', { sort: z.number().int() }, { title: text, text });
export type RulesItem = Camel<z.infer<typeof RulesItem>>;

export const JudgeItem = translatedItem('judges', { sort: z.number().int(), photo: assetId }, { name: text, role: text, description: text });
export type JudgeItem = Camel<z.infer<typeof JudgeItem>>;

export const PartnerItem = z.object({ id, sort: z.number().int(), name: text, url: z.url(), logo: assetId });
export type PartnerItem = Camel<z.infer<typeof PartnerItem>>;

export const TimerItem = translatedItem(
  'timer',
  { end_datetime: dateTime },
  { top_title: text, description: text, sub_description: text, timer_days: text, timer_hours: text, timer_minutes: text, timer_seconds: text },
);
export type TimerItem = Camel<z.infer<typeof TimerItem>>;

/**
 * One how-it-works step; `description` is rich text (rich-text.ts). `dates` is for other clients
 * of the content service: the site writes a step's dates from the season, the editor no longer
 * shows them, and a step added since has none.
 */
export const KeyDateItem = translatedItem('key_dates', { sort: z.number().int(), starts_at: dateTime, ends_at: dateTime }, { title: text, dates: text.optional(), description: text });
export type KeyDateItem = Camel<z.infer<typeof KeyDateItem>>;

/** A static page; `body` is rich text (rich-text.ts), read into elements, never into markup. */
export const PageItem = translatedItem('pages', { slug: z.enum(PAGE_SLUGS) }, { title: text, body: text });
export type PageItem = Camel<z.infer<typeof PageItem>>;

export const GiveawayItem = translatedItem('giveaway', { starts_at: dateTime, ends_at: dateTime }, { title: text, text, prize: text });
export type GiveawayItem = Camel<z.infer<typeof GiveawayItem>>;

export const SocialItem = z.object({ id, sort: z.number().int(), network: z.enum(SOCIAL_NETWORKS), url: z.url() });
export type SocialItem = Camel<z.infer<typeof SocialItem>>;

export const StreamChannelItem = z.object({ id, audience: z.enum(STREAM_AUDIENCES), provider: z.enum(STREAM_PROVIDERS), channel: z.string().min(1) });
export type StreamChannelItem = Camel<z.infer<typeof StreamChannelItem>>;

export const CommunityItem = z.object({ id, join_url: z.url() });
export type CommunityItem = Camel<z.infer<typeof CommunityItem>>;

const count = z.number().int().nonnegative();
/** One previous edition's figures, a tab of the home page's highlights. */
export const HighlightItem = z.object({ id, sort: z.number().int(), year: z.number().int(), applications: count, votes: count, viewers: count });
export type HighlightItem = Camel<z.infer<typeof HighlightItem>>;

export const PreviousWinnerItem = z.object({
  id,
  sort: z.number().int(),
  nomination_id: id,
  nickname: z.string().min(1),
  photo: assetId,
  link_to_page: z.url(),
  edition: z.number().int(),
});
export type PreviousWinnerItem = Camel<z.infer<typeof PreviousWinnerItem>>;

/** A Legends of the Year block's texts; which streamer is its legend is the game's secret, never content. */
export const LegendBlockItem = translatedItem('legend_blocks', { sort: z.number().int() }, { title: text, description: text });
export type LegendBlockItem = Camel<z.infer<typeof LegendBlockItem>>;

/** A streamer of a Legends block, as the block shows them. */
export const LegendStreamerItem = z.object({ id, sort: z.number().int(), block_id: id, nickname: z.string().min(1), photo: assetId });
export type LegendStreamerItem = Camel<z.infer<typeof LegendStreamerItem>>;

/** The full item schema of every collection, for reading `fields=*.*` answers and checking stored content. */
export const CONTENT_ITEM_SCHEMAS = {
  nominations: NominationItem,
  faq: FaqItem,
  Rules: RulesItem,
  judges: JudgeItem,
  partners: PartnerItem,
  timer: TimerItem,
  key_dates: KeyDateItem,
  pages: PageItem,
  giveaway: GiveawayItem,
  socials: SocialItem,
  stream_channels: StreamChannelItem,
  community: CommunityItem,
  highlights: HighlightItem,
  previous_winners: PreviousWinnerItem,
  legend_blocks: LegendBlockItem,
  legend_streamers: LegendStreamerItem,
} satisfies Record<ContentCollection, z.ZodType>;

/**
 * The query of an API answer that holds content (`embedsContent`): `version=draft` asks for the
 * draft in it, as an organiser previewing the site sees it.
 */
export const ContentVersionQuery = z.object({
  version: z.literal('draft').optional().describe('`draft`: the content in this answer as the unpublished changes would make it, for an organiser previewing the site (a staff bearer token)'),
});

/** The content service's only error body, Directus' shape, so that Directus clients read its errors. */
export const ContentErrorBody = z
  .object({ errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.enum(CONTENT_ERROR_CODES) }) })) })
  .meta({ id: 'ContentError' });
export type ContentServiceError = z.infer<typeof ContentErrorBody>;

/** Unknown collections and items are not refused here: the service answers them FORBIDDEN, as Directus does. */
export const ContentCollectionParams = z.object({ collection: z.string() });
export const ContentItemParams = z.object({ collection: z.string(), id: z.string() });
export const ContentAssetParams = z.object({ id: z.string() });

const queryText = z.union([z.string(), z.array(z.string())]);
const queryObject = z.union([queryText, z.record(z.string(), z.unknown())]);

/**
 * Directus' query parameters. The service reads them from the raw query string itself (nested the
 * way `qs` nests `filter[slug][_eq]=x`, or as JSON text) and answers a malformed one INVALID_QUERY,
 * so this schema only describes them and refuses nothing.
 */
export const ContentItemsQuery = z.looseObject({
  fields: queryText.optional().describe('Fields to return, comma-separated: `id,translations.*`'),
  sort: queryText.optional().describe('Fields to sort on, comma-separated, `-` for descending'),
  filter: queryObject.optional().describe('A Directus filter: `filter[slug][_eq]=terms-of-use` or JSON'),
  limit: queryText.optional(),
  offset: queryText.optional(),
  page: queryText.optional(),
  meta: queryText.optional().describe('`total_count`, `filter_count` or `*`'),
  deep: queryObject.optional().describe("Queries for a relation's rows: `deep[translations][_filter]...`"),
  version: z.string().optional().describe('`draft`: the unpublished changes, for an organiser previewing the site (a staff bearer token)'),
});

/** A collection's items (a list, or one object for a singleton collection); their fields are the query's. */
export const ContentItems = z.object({
  data: z.unknown(),
  meta: z.object({ total_count: z.number().int().optional(), filter_count: z.number().int().optional() }).optional(),
});
export const ContentItemById = z.object({ data: z.unknown() });

/** An asset's bytes, in its own content type (an image). */
export const ContentAssetFile = z.string().describe('The file itself');
