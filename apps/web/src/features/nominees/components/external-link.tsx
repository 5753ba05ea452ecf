import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link out of the backstage (a streamer's page), in a new tab that learns nothing of where it came from. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className="visually-hidden"> {t('common.newTab')}</span>
    </a>
  );
}
