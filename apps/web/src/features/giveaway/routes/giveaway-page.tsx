import { useTranslation } from 'react-i18next';
import { byLanguage, pickTranslation } from '@awards/contracts';
import { Page } from '@/components/layout/page';
import { RichText } from '@/components/ui/rich-text/rich-text';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useContentItems } from '@/entities/content/content-items';
import { useLanguage } from '@/lib/i18n';
import './giveaway-page.css';
import { useFormat } from '@/lib/format';

/** The giveaway from the content service: title, text, prize and dates, in the selected language (English where blank). */
export function GiveawayPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const { data, status } = useContentItems('giveaway', ['id', 'startsAt', 'endsAt', 'translations']);
  const text = pickTranslation(byLanguage(data?.translations), language, ['title', 'text', 'prize']);
  const dates = data && format.dateRange(data.startsAt, data.endsAt);

  return (
    <Page kicker={t('giveaway.kicker')} title={text.title || t('giveaway.title')} lead={data ? undefined : t('giveaway.lead')}>
      {status === 'pending' && <Spinner />}
      {status === 'error' && <p className="giveaway__note">{t('giveaway.unavailable')}</p>}
      {data && (
        <div className="giveaway">
          <RichText text={text.text} className="giveaway__text" />
          <dl className="giveaway__facts">
            {text.prize && (
              <div className="giveaway__fact giveaway__fact--prize">
                <dt>{t('giveaway.prize')}</dt>
                <dd>{text.prize}</dd>
              </div>
            )}
            <div className="giveaway__fact">
              <dt>{t('giveaway.dates')}</dt>
              <dd>{dates}</dd>
            </div>
          </dl>
        </div>
      )}
    </Page>
  );
}
