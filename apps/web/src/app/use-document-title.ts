import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '@/lib/config';
import type { RouteTitleKey } from './route-handle';

/** On each navigation (and language switch) the title is the product title plus the route's. */
export function useDocumentTitle(titleKey: RouteTitleKey | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    const product = getConfig().title;
    document.title = titleKey ? t('app.documentTitle', { product, page: t(titleKey) }) : product;
  }, [titleKey, t]);
}
