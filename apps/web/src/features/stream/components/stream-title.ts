import type { TFunction } from 'i18next';
import type { StreamCard } from '../channels';

/** "Main stream", or the restream's language: "Restream in Russian". */
export const streamTitle = (t: TFunction, card: StreamCard) =>
  card.kind === 'main' ? t('stream.main') : t('stream.restream', { language: t(`stream.languages.${card.kind}`) });
