import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryClip } from '@awards/contracts';
import { joinUrl } from '@/lib/api-client';
import { getConfig } from '@/lib/config';
import { ExternalLink, shortUrl } from './external-link';
import './clip-player.css';

const PROVIDERS = { youtube: 'YouTube', twitch: 'Twitch', kick: 'Kick' } as const;

/** The player's address: Twitch's refuses to load unless told the host of the page around it. */
export function embedSource(clip: Extract<EntryClip, { kind: 'embed' }>, hostname: string): string {
  return clip.provider === 'twitch' ? `${clip.url}&parent=${encodeURIComponent(hostname)}` : clip.url;
}

/** The upload's signed address answers from the API, wherever it is deployed. */
const videoSource = (url: string) => (URL.canParse(url) ? url : joinUrl(getConfig().backendBaseUrl, url));

/**
 * Where the clip is watched: an upload plays here (seeking asks the server for ranges); a
 * platform's player loads only when asked, so the platform learns nothing of a visit that does not
 * want it; any other link opens in a new tab.
 */
export function ClipPlayer({ clip, nickname }: { clip: EntryClip; nickname: string }) {
  if (clip.kind === 'video') return <UploadedVideo url={clip.url} />;
  if (clip.kind === 'embed') return <ClickToLoad clip={clip} nickname={nickname} />;
  return <ClipLink url={clip.url} />;
}

/**
 * The entry is read again after each decision, each time with a new signature; the player keeps
 * the address it started with (a new one would start the video over) and takes the newest only
 * when that one has expired under it.
 */
function UploadedVideo({ url }: { url: string }) {
  const [source, setSource] = useState(url);
  return (
    <video className="clip__video" controls preload="metadata" src={videoSource(source)} onError={() => setSource(url)}>
      <ExternalLink href={videoSource(source)} />
    </video>
  );
}

function ClickToLoad({ clip, nickname }: { clip: Extract<EntryClip, { kind: 'embed' }>; nickname: string }) {
  const { t } = useTranslation('review');
  const [loaded, setLoaded] = useState(false);
  const provider = PROVIDERS[clip.provider];
  if (loaded) {
    return (
      <iframe
        className="clip__frame"
        src={embedSource(clip, window.location.hostname)}
        title={t('entry.playerTitle', { provider, nickname })}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className="clip__placeholder">
      <p>{t('entry.playerPrivacy', { provider })}</p>
      <button type="button" className="button button--primary" onClick={() => setLoaded(true)}>
        {t('entry.loadPlayer', { provider })}
      </button>
    </div>
  );
}

function ClipLink({ url }: { url: string }) {
  const { t } = useTranslation('review');
  return (
    <div className="clip__placeholder">
      <p className="clip__address">{shortUrl(url)}</p>
      <ExternalLink className="button button--primary" href={url}>
        {t('entry.openLink')}
      </ExternalLink>
    </div>
  );
}
