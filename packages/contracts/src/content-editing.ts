import { CONTENT_COLLECTIONS, SOCIAL_NETWORKS, STREAM_PROVIDERS, type ContentCollection } from './content-collections';

/**
 * How the backstage edits each collection of the content service, free of zod so that the editor
 * and the server read the same description. Field names are the wire's (`image_old`).
 */

/** `rich_text` is Markdown limited to headings, paragraphs, lists, links, bold and italic. */
export type ContentTextKind = 'text' | 'rich_text';
/** An image field names the size it is stored at: each place of the site shows its own. */
export type ContentImageSlot = 'nomination' | 'portrait' | 'logo';
export const CONTENT_IMAGE_SLOTS = ['nomination', 'portrait', 'logo'] as const satisfies readonly ContentImageSlot[];
/** The largest picture the backstage takes, before the server redraws it: the field's hint names it. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ContentValueField =
  | { name: string; kind: 'text' | 'url' | 'date_time' }
  /** A whole number, zero or more. */
  | { name: string; kind: 'number' }
  | { name: string; kind: 'choice'; options: readonly string[] }
  | { name: string; kind: 'image'; slot: ContentImageSlot }
  /** Shown, never changed: it names the item (a page's slug). */
  | { name: string; kind: 'fixed' };

export interface ContentTextField {
  name: string;
  kind: ContentTextKind;
}

export interface ContentCollectionEditing {
  collection: ContentCollection;
  /**
   * `list`: items are added, removed and reordered; `ordered`: reordered only (the nominations, which
   * voting rounds refer to, and the Legends blocks and streamers, which guesses refer to); `fixed`: a set the site names (the content pages, the singletons).
   */
  shape: 'list' | 'ordered' | 'fixed';
  /** Texts in every language of the site; each is required in each before a publish. */
  texts: readonly ContentTextField[];
  /** Fields with one value for every language (`sort` is left out: the order is edited as a whole). */
  values: readonly ContentValueField[];
  /** The field whose English value names an item in lists and histories. */
  label: string;
}

const text = (name: string): ContentTextField => ({ name, kind: 'text' });
const rich = (name: string): ContentTextField => ({ name, kind: 'rich_text' });

/** Every collection the editor edits, in the order the backstage lists them. */
export const CONTENT_EDITING: readonly ContentCollectionEditing[] = [
  {
    collection: CONTENT_COLLECTIONS.timer,
    shape: 'fixed',
    // Only the lead under the countdown is the organisers' words. The countdown's end is the
    // season's next moment and its label names that moment, in the site's own words, as do the
    // unit labels (`timer_days`…) in the plural form each number needs: the stored fields stay
    // for clients of the content service, which answers the end from the season.
    texts: [text('description')],
    values: [],
    label: 'description',
  },
  {
    collection: CONTENT_COLLECTIONS.nominations,
    shape: 'ordered',
    texts: [text('title'), text('description')],
    values: [
      { name: 'image_old', kind: 'image', slot: 'nomination' },
      { name: 'image_new', kind: 'image', slot: 'nomination' },
    ],
    label: 'title',
  },
  {
    collection: CONTENT_COLLECTIONS.keyDates,
    shape: 'list',
    // A step's dates are the season's, which the site writes itself in each language.
    texts: [text('title'), rich('description')],
    values: [
      { name: 'starts_at', kind: 'date_time' },
      { name: 'ends_at', kind: 'date_time' },
    ],
    label: 'title',
  },
  { collection: CONTENT_COLLECTIONS.faq, shape: 'list', texts: [text('question'), rich('answer')], values: [], label: 'question' },
  { collection: CONTENT_COLLECTIONS.rules, shape: 'list', texts: [text('title'), rich('text')], values: [], label: 'title' },
  {
    collection: CONTENT_COLLECTIONS.judges,
    shape: 'list',
    texts: [text('name'), text('role'), text('description')],
    values: [{ name: 'photo', kind: 'image', slot: 'portrait' }],
    label: 'name',
  },
  {
    collection: CONTENT_COLLECTIONS.partners,
    shape: 'list',
    texts: [],
    values: [
      { name: 'name', kind: 'text' },
      { name: 'url', kind: 'url' },
      { name: 'logo', kind: 'image', slot: 'logo' },
    ],
    label: 'name',
  },
  {
    collection: CONTENT_COLLECTIONS.giveaway,
    shape: 'fixed',
    texts: [text('title'), rich('text'), text('prize')],
    values: [
      { name: 'starts_at', kind: 'date_time' },
      { name: 'ends_at', kind: 'date_time' },
    ],
    label: 'title',
  },
  { collection: CONTENT_COLLECTIONS.pages, shape: 'fixed', texts: [text('title'), rich('body')], values: [{ name: 'slug', kind: 'fixed' }], label: 'title' },
  {
    collection: CONTENT_COLLECTIONS.highlights,
    shape: 'list',
    texts: [],
    values: ['year', 'applications', 'votes', 'viewers'].map((name) => ({ name, kind: 'number' as const })),
    label: 'year',
  },
  {
    collection: CONTENT_COLLECTIONS.previousWinners,
    shape: 'list',
    texts: [],
    values: [
      { name: 'nickname', kind: 'text' },
      { name: 'nomination_id', kind: 'number' },
      { name: 'edition', kind: 'number' },
      { name: 'link_to_page', kind: 'url' },
      { name: 'photo', kind: 'image', slot: 'portrait' },
    ],
    label: 'nickname',
  },
  { collection: CONTENT_COLLECTIONS.legendBlocks, shape: 'ordered', texts: [text('title'), text('description')], values: [], label: 'title' },
  {
    collection: CONTENT_COLLECTIONS.legendStreamers,
    shape: 'ordered',
    texts: [],
    values: [
      { name: 'block_id', kind: 'fixed' },
      { name: 'nickname', kind: 'text' },
      { name: 'photo', kind: 'image', slot: 'portrait' },
    ],
    label: 'nickname',
  },
  {
    collection: CONTENT_COLLECTIONS.socials,
    shape: 'list',
    texts: [],
    values: [
      { name: 'network', kind: 'choice', options: SOCIAL_NETWORKS },
      { name: 'url', kind: 'url' },
    ],
    label: 'network',
  },
  { collection: CONTENT_COLLECTIONS.community, shape: 'fixed', texts: [], values: [{ name: 'join_url', kind: 'url' }], label: 'join_url' },
  {
    collection: CONTENT_COLLECTIONS.streamChannels,
    shape: 'fixed',
    texts: [],
    values: [
      { name: 'audience', kind: 'fixed' },
      { name: 'provider', kind: 'choice', options: STREAM_PROVIDERS },
      { name: 'channel', kind: 'text' },
    ],
    label: 'audience',
  },
];

export function contentEditingOf(collection: string): ContentCollectionEditing | undefined {
  return CONTENT_EDITING.find((entry) => entry.collection === collection);
}

/** The state of an item in the draft: as published, changed, added or removed since the last publish. */
export const CONTENT_DRAFT_STATES = ['published', 'changed', 'added', 'removed'] as const;
export type ContentDraftState = (typeof CONTENT_DRAFT_STATES)[number];
