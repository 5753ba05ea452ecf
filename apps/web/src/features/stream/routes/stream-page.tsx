import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/lib/i18n';
import { useSettings } from '@/entities/settings/get-settings';
import { streamCards, watchUrl, type StreamCard } from '../channels';
import './stream-page.css';
import { useFormat } from '@/lib/format';

/** Provider names as their owners write them; another provider is shown as the settings spell it. */
const PROVIDER_NAMES: Record<string, string> = { twitch: 'Twitch', youtube: 'YouTube', kick: 'Kick' };
const providerName = (provider: string) => PROVIDER_NAMES[provider.toLowerCase()] ?? provider;

/**
 * The live show: the main stream and one restream per language, the viewer's first. Each links
 * out to watch: the site's security policy lets no third-party player into a frame.
 */
export function StreamPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const { data, status } = useSettings();
  const live = data?.phases.live;
  const startsAt = live && format.longDateTime(live.startsAt);

  return (
    <Page kicker={t('stream.kicker')} title={t('stream.title')} lead={t('stream.lead')}>
      {startsAt && (
        <p className="stream__when">
          {t('stream.startsAt')} <time dateTime={live.startsAt}>{startsAt}</time>
        </p>
      )}
      {status === 'pending' && <Spinner />}
      {status === 'error' && <p className="stream__note">{t('stream.unavailable')}</p>}
      {data && (
        <ul className="stream__cards">
          {streamCards(data.stream, language).map((card) => (
            <StreamCardItem key={card.kind} card={card} />
          ))}
        </ul>
      )}
    </Page>
  );
}

function StreamCardItem({ card }: { card: StreamCard }) {
  const { t } = useTranslation();
  const url = watchUrl(card.channel);
  const provider = providerName(card.channel.provider);
  const title = card.kind === 'main' ? t('stream.main') : t('stream.restream', { language: t(`stream.languages.${card.kind}`) });
  return (
    <li className={`stream-card${card.kind === 'main' ? ' stream-card--main' : ''}`}>
      <h2 className="stream-card__title">{title}</h2>
      <p className="stream-card__channel">
        <span className="stream-card__provider">{provider}</span> · {card.channel.channel}
      </p>
      {url && (
        <a className={`button ${card.kind === 'main' ? 'button--primary' : 'button--ghost'} stream-card__watch`} href={url} target="_blank" rel="noopener noreferrer">
          {t('stream.watchOn', { provider })}
          <span className="visually-hidden">
            {' '}
            ({title}) {t('common.newTab')}
          </span>
        </a>
      )}
    </li>
  );
}
