import { queryOptions, useQuery } from '@tanstack/react-query';
import { LANGUAGES, type LanguageCode, type LegendBlock } from '@awards/contracts';
import { api } from '@/lib/api-client';

/** Spec section 3's loty item: an id and its texts keyed by language code. */
export interface LotyItem {
  id: number;
  translations: Partial<Record<LanguageCode, { title: string; description: string }>>;
}

/** Translation rows name their language by id (EN=1, SP=2, RU=3, PT=4); the list keys them by code. */
export function toLotyItems(blocks: readonly Pick<LegendBlock, 'id' | 'order_id' | 'translations'>[]): LotyItem[] {
  return [...blocks]
    .sort((a, b) => a.order_id - b.order_id)
    .map((block) => ({
      id: block.id,
      translations: Object.fromEntries(
        block.translations.flatMap((row) => {
          const language = LANGUAGES.find((l) => l.id === row.Language.ID);
          return language ? [[language.code, { title: row.title, description: row.description }]] : [];
        }),
      ),
    }));
}

/** The Legends of the Year categories for the home page's list (the public read: no user data needed). */
export async function getLotyList(signal?: AbortSignal): Promise<LotyItem[]> {
  return toLotyItems(await api<LegendBlock[]>('api/v2/loty/', { signal }));
}

export const lotyListQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'loty-list'],
    queryFn: ({ signal }) => getLotyList(signal),
  });

/** Loaded on demand: only once the visitor opens the list's tab. */
export function useLotyList(enabled: boolean) {
  return useQuery({ ...lotyListQueryOptions(), enabled });
}

/** The item's texts in `language`, English when that language's are missing or blank. */
export function lotyText(item: LotyItem, language: LanguageCode): { title: string; description: string } {
  const own = item.translations[language];
  const english = item.translations.EN;
  return { title: own?.title.trim() ? own.title : (english?.title ?? ''), description: own?.description.trim() ? own.description : (english?.description ?? '') };
}
