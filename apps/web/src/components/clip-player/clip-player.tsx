import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryClip } from '@awards/contracts';
import { joinUrl } from '@/lib/api-client';
import { getConfig } from '@/lib/config';
import { ClickToLoad } from '@/components/click-to-load/click-to-load';
import { ExternalLink, shortUrl } from '@/components/external-link/external-link';
import './clip-player.css';

const PROVIDERS = { youtube: 'YouTube', twitch: 'Twitch', kick: 'Kick' } as const;

/** The player's address: Twitch's refuses to load unless told the host of the page around it. */
export function embedSource(clip: Extract<EntryClip, { kind: 'embed' }>, hostname: string): string {
  return clip.provider === 'twitch' ? `${clip.url}&parent=${encodeURIComponent(hostname)}` : clip.url;
}

/** The upload's signed address answers from the API, wherever it is deployed. */
const videoSource = (url: string) => (URL.canParse(url) ? url : joinUrl(getConfig().backendBaseUrl, url));

interface ClipPlayerProps {
  clip: EntryClip;
  nickname: string;
  /**
   * What an upload fetches before play: its first frame and length for staff reviewing one entry;
   * nothing on a public page listing several, where each visitor would otherwise pay for all.
   */
  preload?: 'metadata' | 'none';
}

/**
 * Where the clip is watched: an upload plays here (seeking asks the server for ranges); a
 * platform's player waits behind a click (ClickToLoad); any other link opens in a new tab. All
 * three take a player's box.
 */
export function ClipPlayer({ clip, nickname, preload = 'metadata' }: ClipPlayerProps) {
  const { t } = useTranslation();
  if (clip.kind === 'video') return <UploadedVideo url={clip.url} preload={preload} label={t('clip.videoLabel', { nickname })} />;
  if (clip.kind === 'embed') {
    const provider = PROVIDERS[clip.provider];
    return <ClickToLoad provider={provider} src={embedSource(clip, window.location.hostname)} title={t('clip.playerTitle', { provider, nickname })} />;
  }
  return <ClipLink url={clip.url} />;
}

/**
 * The entry is read again after each decision, each time with a new signature; the player keeps
 * the address it started with (a new one would start the video over) and takes the newest only
 * when that one has expired under it.
 */
function UploadedVideo({ url, preload, label }: { url: string; preload: ClipPlayerProps['preload']; label: string }) {
  const [source, setSource] = useState(url);
  return (
    <video className="player-box" controls preload={preload} aria-label={label} src={videoSource(source)} onError={() => setSource(url)}>
      <ExternalLink href={videoSource(source)} />
    </video>
  );
}

function ClipLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <div className="player-box">
      <div className="player-box__placeholder">
        <p className="clip__address">{shortUrl(url)}</p>
        <ExternalLink className="button button--primary" href={url}>
          {t('clip.openLink')}
        </ExternalLink>
      </div>
    </div>
  );
}
