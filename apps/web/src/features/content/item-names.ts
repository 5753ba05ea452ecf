import { contentEditingOf, type ContentCollection } from '@awards/contracts';
import { useContentDrafts } from './api/get-content-draft';
import { useContentWords } from './content-words';

/**
 * The names of the items of some collections ("Who can submit?"), for lists that know an item by
 * its id only (the missing texts): each collection's draft is read for its items, and an item is
 * "Item 7" until it comes.
 */
export function useItemNames(collections: readonly string[]): (collection: string, id: number) => string {
  const words = useContentWords();
  const known = [...new Set(collections)].flatMap((collection) => contentEditingOf(collection) ?? []);
  const drafts = useContentDrafts(known.map((editing) => editing.collection as ContentCollection));
  return (collection, id) => {
    const index = known.findIndex((editing) => editing.collection === collection);
    const item = drafts[index]?.data?.items.find((each) => each.id === id);
    return item ? words.item(known[index]!, item) : words.untitled(id);
  };
}
