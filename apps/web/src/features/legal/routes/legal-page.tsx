import { useTranslation } from 'react-i18next';
import { byLanguage, pickTranslation, type PageSlug } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { RichText } from '@/components/ui/rich-text/rich-text';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useContentItems } from '@/entities/content/content-items';
import { useLanguage } from '@/lib/i18n';
import './legal-page.css';

const TITLES = { 'privacy-policy': 'routes.privacyPolicy', 'terms-of-use': 'routes.termsOfUse', 'cookies-policy': 'routes.cookiesPolicy' } as const;

/** Privacy policy, terms of use, cookies policy: rich-text pages from the content service. */
export function LegalPage({ slug }: { slug: PageSlug }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, status } = useContentItems('pages', ['slug', 'translations'], { filter: { slug: { _eq: slug } } });
  const text = pickTranslation(byLanguage(data?.[0]?.translations), language, ['title', 'body']);

  return (
    <Page title={text.title || t(TITLES[slug])}>
      {status === 'pending' && <Spinner />}
      {status === 'error' && <p className="legal__note">{t('legal.unavailable')}</p>}
      <RichText text={text.body} className="legal" />
    </Page>
  );
}
