import { useContentItems } from '@/entities/content/content-items';

/** The home page's sections from the content service, each in the order organisers gave it. */
const SORTED = { sort: 'sort' } as const;

/** A partner's name is its logo's alt text, its url where the logo leads. */
export const usePartners = () => useContentItems('partners', ['id', 'logo', 'name', 'url'], SORTED);

export const useJudges = () => useContentItems('judges', ['id', 'photo', 'translations'], SORTED);

/** The how-it-works steps (apply, vote, live). */
export const useKeyDates = () => useContentItems('keyDates', ['id', 'sort', 'translations'], SORTED);

export const useRules = () => useContentItems('rules', ['id', 'translations'], SORTED);

/** The previous editions' figures, newest first as organisers order them. */
export const useHighlights = () => useContentItems('highlights', ['id', 'year', 'applications', 'votes', 'viewers'], SORTED);

export const useFaq = () => useContentItems('faq', ['id', 'translations'], SORTED);

/** The nominations' pictures (old and new style); their texts come from the API. */
export const useNominationImages = () => useContentItems('nominations', ['id', 'imageOld', 'imageNew']);
