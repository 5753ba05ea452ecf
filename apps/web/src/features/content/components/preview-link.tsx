import { useTranslation } from 'react-i18next';
import { DRAFT_VERSION, PREVIEW_PARAMETER } from '@/lib/content-preview';

/**
 * The public site with the draft, in a new tab: a page opened with `?preview=draft` reads the
 * unpublished changes until its organiser leaves the preview. The site keeps each visitor's
 * language itself (no address names it), so the preview opens in the language last chosen there.
 */
const PREVIEW_ADDRESS = `/?${PREVIEW_PARAMETER}=${DRAFT_VERSION}`;

export function PreviewLink() {
  const { t } = useTranslation('content');
  const { t: site } = useTranslation();
  return (
    <a className="button button--ghost button--small" href={PREVIEW_ADDRESS} target="_blank" rel="noopener">
      {t('bar.preview')} <span className="visually-hidden">{site('common.newTab')}</span>
    </a>
  );
}
