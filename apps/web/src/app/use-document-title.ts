import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getConfig } from '@/lib/config';
import type { RouteTitleKey } from './route-handle';

/** The product title plus the route's, as the tab and the server's drawing of the page show it. */
export function documentTitle(t: TFunction, product: string, titleKey: RouteTitleKey | undefined): string {
  return titleKey ? t('app.documentTitle', { product, page: t(titleKey) }) : product;
}

/** On each navigation (and language switch) the title is the product title plus the route's. */
export function useDocumentTitle(titleKey: RouteTitleKey | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = documentTitle(t, getConfig().title, titleKey);
  }, [titleKey, t]);
}
