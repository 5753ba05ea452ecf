import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link out of the site (a streamer's page, a clip), in a new tab that learns nothing of where it came from. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children ?? shortUrl(href)}
      <span className="visually-hidden"> {t('common.newTab')}</span>
    </a>
  );
}

/** An address as a reader scans it: the host and path, without the scheme, `www.` or a closing slash. */
export function shortUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return href;
  }
}
