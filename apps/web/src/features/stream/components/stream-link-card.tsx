import { useTranslation } from 'react-i18next';
import { providerName, watchUrl, type StreamCard } from '../channels';
import { streamTitle } from './stream-title';
import { WatchLink } from './watch-link';

/** A restream in another language: its channel, and a link to watch it on the provider's site. */
export function StreamLinkCard({ card }: { card: StreamCard }) {
  const { t } = useTranslation();
  const url = watchUrl(card.channel);
  const provider = providerName(card.channel.provider);
  const title = streamTitle(t, card);
  return (
    <li className="stream-card">
      <h3 className="stream-card__title">{title}</h3>
      <p className="stream__channel">
        <span className="stream__provider">{provider}</span> · {card.channel.channel}
      </p>
      {url && <WatchLink url={url} provider={provider} title={title} look="ghost" />}
    </li>
  );
}
