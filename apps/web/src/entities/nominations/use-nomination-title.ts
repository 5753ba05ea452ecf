import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNominations } from './get-nominations';

/** A nomination's title in the language shown, or its number while the site's nominations load (or if one is missing). */
export function useNominationTitle() {
  const { t } = useTranslation();
  const nominations = useNominations().data;
  return useCallback((id: number) => nominations?.find((nomination) => nomination.id === id)?.title ?? t('common.nominationNumber', { id }), [nominations, t]);
}
