import { useTranslation } from 'react-i18next';
import './preview-banner.css';

interface PreviewBannerProps {
  /** The content service refused the draft: the session is not an organiser's. */
  refused: boolean;
  onExit: () => void;
}

/**
 * Atop every public page of a tab in preview: says the page shows unpublished changes (or why it
 * cannot), with the way back to the published site. It sits in the page's flow, above the header,
 * so it covers nothing at any width.
 */
export function PreviewBanner({ refused, onExit }: PreviewBannerProps) {
  const { t } = useTranslation();
  return (
    <section className="preview-banner" aria-label={t('app.preview.label')}>
      <div className="container preview-banner__inner">
        <p className="preview-banner__text" role="status">
          {t(refused ? 'app.preview.refused' : 'app.preview.notice')}
        </p>
        <button type="button" className="button button--ghost button--small preview-banner__exit" onClick={onExit}>
          {t('app.preview.exit')}
        </button>
      </div>
    </section>
  );
}
