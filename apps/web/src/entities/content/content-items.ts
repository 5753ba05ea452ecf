import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTENT_COLLECTIONS,
  getContentItems,
  snakeKey,
  type FaqItem,
  type GiveawayItem,
  type HighlightItem,
  type JudgeItem,
  type KeyDateItem,
  type NominationItem,
  type PageItem,
  type PartnerItem,
  type RulesItem,
  type TimerItem,
} from '@awards/contracts';
import { call } from '@/lib/api-client';

/** The queries of the content service's answers start with this key: each publish reads them all again (app/fresh-content.ts). */
export const CONTENT_QUERY_KEY = 'content';

/** The collections the site reads from the content service, by their names in CONTENT_COLLECTIONS, with the type of their items. */
interface ContentItems {
  faq: FaqItem;
  giveaway: GiveawayItem;
  highlights: HighlightItem;
  judges: JudgeItem;
  keyDates: KeyDateItem;
  nominations: NominationItem;
  pages: PageItem;
  partners: PartnerItem;
  rules: RulesItem;
  timer: TimerItem;
}

export type ContentCollectionName = keyof ContentItems;

/** The collections holding one item (SINGLETON_COLLECTIONS), which the content service answers with an object, not a list. */
type Singleton = 'giveaway' | 'timer';

/** A field of a collection's items, as the code names it; `translations` brings the texts in every language. */
export type ContentField<C extends ContentCollectionName> = keyof ContentItems[C] & string;

/** An item with the fields read of it. */
export type ContentRow<C extends ContentCollectionName, F extends ContentField<C>> = Pick<ContentItems[C], F>;

type ContentAnswer<C extends ContentCollectionName, F extends ContentField<C>> = C extends Singleton ? ContentRow<C, F> : ContentRow<C, F>[];

interface ContentRead {
  /** `sort`: in the order organisers gave the items; else as the content service keeps them. */
  sort?: 'sort';
  /** A Directus filter, as a nested object: `{ slug: { _eq: 'terms-of-use' } }`. */
  filter?: Record<string, unknown>;
}

const wireField = (field: string) => (field === 'translations' ? 'translations.*' : snakeKey(field));

/**
 * The read of a collection's items with the fields named. The key holds the whole query, so two
 * reads of one collection asking for other fields never share an answer, and the server's drawing
 * of a page and the browser taking it over name the same answer alike. Every language comes in
 * the one answer: the texts are picked with `pickTranslation` where they are shown.
 */
export function contentQuery<C extends ContentCollectionName, F extends ContentField<C>>(collection: C, fields: readonly F[], { sort, filter }: ContentRead = {}) {
  const query = { fields: fields.map(wireField).join(','), ...(sort && { sort }), ...(filter && { filter }) };
  return queryOptions({
    queryKey: [CONTENT_QUERY_KEY, collection, query],
    queryFn: async ({ signal }) => {
      const { data } = await call(getContentItems, { params: { collection: CONTENT_COLLECTIONS[collection] }, query, signal });
      return data as ContentAnswer<C, F>;
    },
  });
}

export function useContentItems<C extends ContentCollectionName, F extends ContentField<C>>(collection: C, fields: readonly F[], read?: ContentRead) {
  return useQuery(contentQuery(collection, fields, read));
}
