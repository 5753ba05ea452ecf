import { useTranslation } from 'react-i18next';

const LOOKS = { primary: 'button button--primary', ghost: 'button button--ghost', text: 'stream__text-link' } as const;

interface WatchLinkProps {
  url: string;
  provider: string;
  /** Which stream it is, for a screen reader going through the page's links. */
  title: string;
  look: keyof typeof LOOKS;
}

/** Opens the channel on its provider's site, in a new tab that learns nothing of where it came from. */
export function WatchLink({ url, provider, title, look }: WatchLinkProps) {
  const { t } = useTranslation();
  return (
    <a className={LOOKS[look]} href={url} target="_blank" rel="noopener noreferrer">
      {t('stream.watchOn', { provider })}
      <span className="visually-hidden">
        {' '}
        ({title}) {t('common.newTab')}
      </span>
    </a>
  );
}
