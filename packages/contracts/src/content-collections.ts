/**
 * What the web app needs of the content service besides its types, free of zod so that the first
 * page's JavaScript does not load the schemas (those are in content.ts).
 */

/** Collection names of the content service, as the web app requests them (`Rules` is capitalised on the wire). */
export const CONTENT_COLLECTIONS = {
  nominations: 'nominations',
  faq: 'faq',
  rules: 'Rules',
  judges: 'judges',
  partners: 'partners',
  timer: 'timer',
  keyDates: 'key_dates',
  pages: 'pages',
  giveaway: 'giveaway',
  socials: 'socials',
  streamChannels: 'stream_channels',
  community: 'community',
  highlights: 'highlights',
  previousWinners: 'previous_winners',
  legendBlocks: 'legend_blocks',
  legendStreamers: 'legend_streamers',
} as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[keyof typeof CONTENT_COLLECTIONS];

/** Collections holding exactly one item: the content service answers them with an object, not a list. */
export const SINGLETON_COLLECTIONS: readonly ContentCollection[] = [CONTENT_COLLECTIONS.timer, CONTENT_COLLECTIONS.giveaway, CONTENT_COLLECTIONS.community];

export function isSingletonCollection(name: string): boolean {
  return (SINGLETON_COLLECTIONS as readonly string[]).includes(name);
}

export const PAGE_SLUGS = ['privacy-policy', 'terms-of-use', 'cookies-policy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** The codes of the content service's errors, Directus' own. */
export const CONTENT_ERROR_CODES = ['FORBIDDEN', 'INVALID_QUERY', 'INVALID_PAYLOAD', 'ROUTE_NOT_FOUND', 'INTERNAL_SERVER_ERROR'] as const;

/** The footer's networks: a video site, a photo network, a short-post network, a messenger, a chat community. */
export const SOCIAL_NETWORKS = ['youtube', 'instagram', 'x', 'telegram', 'discord'] as const;

/** Where the show streams: the site embeds each behind a click-to-load facade. */
export const STREAM_PROVIDERS = ['twitch', 'youtube', 'kick'] as const;

/** Whom a stream channel is for: everyone (the main broadcast) or the restream in one language (wire codes). */
export const STREAM_AUDIENCES = ['main', 'EN', 'SP', 'RU', 'PT'] as const;
