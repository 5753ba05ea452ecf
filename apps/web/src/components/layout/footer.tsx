import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SocialLink } from '@awards/contracts';
import { PRIVACY_POLICY_DOCUMENT, pathTo } from '@/lib/paths';
import { SocialIcon } from '../ui/icons/icons';
import { Logo } from './logo';
import './footer.css';

interface FooterProps {
  title: string;
  /** The five networks from the general settings; empty while they load or if they failed. */
  socials: SocialLink[];
  /** Phones and small tablets only (the header shows it on wider screens). */
  countdown: ReactNode;
}

export function Footer({ title, socials, countdown }: FooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__countdown">{countdown}</div>
        <div className="site-footer__brand">
          <Logo title={title} />
          {socials.length > 0 && (
            <ul className="site-footer__socials" aria-label={t('footer.socials')}>
              {socials.map(({ network, url }) => (
                <li key={network}>
                  <a className="icon-button site-footer__social" href={url} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLink', { network: t(`footer.network.${network}`) })}>
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="site-footer__links" aria-label={t('footer.legal')}>
          <Link to={pathTo('PrivacyPolicy')}>{t('footer.privacyPolicy')}</Link>
          <Link to={pathTo('TermsOfUse')}>{t('footer.termsOfUse')}</Link>
          <Link to={pathTo('CookiesPolicy')}>{t('footer.cookiesPolicy')}</Link>
          <a href={PRIVACY_POLICY_DOCUMENT} target="_blank" rel="noopener">
            {t('footer.privacyDocument')}
            <span className="visually-hidden"> {t('common.newTab')}</span>
          </a>
        </nav>
        <p className="site-footer__copyright">{t('footer.copyright', { year, title })}</p>
      </div>
    </footer>
  );
}
