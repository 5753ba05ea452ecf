import { useTranslation } from 'react-i18next';
import { ClickToLoad } from '@/components/click-to-load/click-to-load';
import { playerUrl, providerName, watchUrl, type StreamCard } from '../channels';
import { streamTitle } from './stream-title';
import { WatchLink } from './watch-link';
import { getConfig } from '@/lib/config';
import './stream-player.css';
import { usePageId } from '@/lib/hydration';

/** The page's host, which a player checks it is embedded in; the server, drawing the page, has the site's public address for it. */
const siteHostname = () => (typeof window === 'undefined' ? new URL(getConfig().baseUrl, 'http://localhost').hostname : window.location.hostname);

/**
 * A stream watched in the page: its provider's player behind a click, with a link to the channel
 * on the provider's own site (its chat, its follow button). A channel the page cannot play (a
 * YouTube handle, whose player needs the channel's id) takes the player's place with that link
 * and says why; an unknown provider shows only its name and channel.
 */
export function StreamPlayer({ card }: { card: StreamCard }) {
  const { t } = useTranslation();
  const heading = usePageId();
  const title = streamTitle(t, card);
  const provider = providerName(card.channel.provider);
  const player = playerUrl(card.channel, siteHostname());
  const url = watchUrl(card.channel);

  return (
    <section className={`stream-player${card.kind === 'main' ? ' stream-player--main' : ''}`} aria-labelledby={heading}>
      <div className="stream-player__header">
        <h2 id={heading} className="stream-player__title">
          {title}
        </h2>
        <p className="stream__channel">
          <span className="stream__provider">{provider}</span> · {card.channel.channel}
        </p>
      </div>
      {player && <ClickToLoad provider={provider} src={player} title={t('stream.playerTitle', { title, provider })} />}
      {player && url && <WatchLink url={url} provider={provider} title={title} look="text" />}
      {!player && url && (
        <div className="player-box">
          <div className="player-box__placeholder">
            <p>{t('stream.offsite', { provider })}</p>
            <WatchLink url={url} provider={provider} title={title} look="primary" />
          </div>
        </div>
      )}
    </section>
  );
}
