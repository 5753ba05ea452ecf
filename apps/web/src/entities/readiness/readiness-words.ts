import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_HOURS, type ReadinessCheck, type ReadinessCheckKind, type ReadinessItem } from '@awards/contracts';
import { formatZoned } from '@/lib/zoned-time';
import type { Finding } from './concerning';

type CollectionWords = { name: string; fields: Record<string, string> };

/**
 * What the checks and their findings say in the language shown: each check's title for its count
 * (or that it is clear), and each item as one line naming what to act on. Times are the
 * organiser's with the show's beside them; a missing text is named with the content editor's words.
 */
export function useReadinessWords() {
  const { t, i18n } = useTranslation('readiness');
  const { t: content } = useTranslation('content');
  return useMemo(() => {
    const locale = i18n.language;
    const promise = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(REVIEW_HOURS);
    const when = (iso: string) => formatZoned(iso, locale);
    const round = (kind: 'longlist' | 'shortlist') => t(`rounds.${kind}`);
    const collections = content('collections', { returnObjects: true }) as Record<string, CollectionWords | undefined>;

    const lines: { [Kind in ReadinessCheckKind]: (item: ReadinessItem<Kind>) => string } = {
      overdue_entries: (item) => t('checks.overdue_entries.item', { nickname: item.nickname, nomination: item.nomination, date: when(item.sentAt) }),
      thin_nominations: (item) => t('checks.thin_nominations.item', { nomination: item.nomination, round: round(item.roundKind), count: item.nominees }),
      unvoted_nominations: (item) => t('checks.unvoted_nominations.item', { nomination: item.nomination, round: round(item.roundKind) }),
      unscored_judges: (item) => t('checks.unscored_judges.item', { name: item.name, nomination: item.nomination, round: round(item.roundKind), scored: item.scored, nominees: item.nominees }),
      judge_voted: (item) => t('checks.judge_voted.item', { name: item.name, nomination: item.nomination, round: round(item.roundKind) }),
      unsealed_rounds: (item) =>
        item.liveReveal
          ? t('checks.unsealed_rounds.item', { round: round(item.roundKind), date: when(item.endedAt) })
          : t('checks.unsealed_rounds.itemScheduled', { round: round(item.roundKind), date: when(item.endedAt), reveal: when(item.revealsAt) }),
      no_stream_channels: (item) => t('checks.no_stream_channels.item', { round: round(item.roundKind) }),
      missing_texts: (item) =>
        t('checks.missing_texts.item', {
          collection: collections[item.collection]?.name ?? item.collection,
          id: item.itemId,
          language: content(`languages.${item.language}`),
          field: collections[item.collection]?.fields[item.field] ?? item.field,
        }),
    };
    return {
      /** What the check found, counted; or that it is clear. */
      title: (check: ReadinessCheck) => (check.count > 0 ? t(`checks.${check.kind}.title`, { count: check.count, promise }) : t(`checks.${check.kind}.clear`, { promise })),
      item: (kind: ReadinessCheckKind, item: Finding) => (lines[kind] as (item: Finding) => string)(item),
      round,
    };
  }, [t, content, i18n.language]);
}
