import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/lib/paths';
import './logo.css';

/** The product mark and title; always leads home. */
export function Logo({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Link to={pathTo('Home')} className="logo" aria-label={t('header.homeLink', { title })}>
      <svg className="logo__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="18.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 8.5l3.4 7 7.6 1.1-5.5 5.4 1.3 7.6L20 26l-6.8 3.6 1.3-7.6L9 16.6l7.6-1.1z" fill="currentColor" />
      </svg>
      <span className="logo__title">{title}</span>
    </Link>
  );
}
