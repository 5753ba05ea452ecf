import { LANGUAGES, type LanguageCode, type StreamChannel, type StreamSettings } from '@awards/contracts';

/** Where each provider the organisers use shows a channel; another provider gets a card without a link. */
const WATCH_URLS: Record<string, (channel: string) => string> = {
  twitch: (channel) => `https://www.twitch.tv/${channel}`,
  youtube: (channel) => `https://www.youtube.com/@${channel}/live`,
  kick: (channel) => `https://kick.com/${channel}`,
};

export function watchUrl({ provider, channel }: StreamChannel): string | undefined {
  return WATCH_URLS[provider.toLowerCase()]?.(encodeURIComponent(channel));
}

export interface StreamCard {
  /** The main broadcast, or the restream's language. */
  kind: 'main' | LanguageCode;
  channel: StreamChannel;
}

/** The main stream first, then one restream per language with the viewer's own language leading. */
export function streamCards(settings: StreamSettings, viewer: LanguageCode): StreamCard[] {
  const order = [viewer, ...LANGUAGES.map((language) => language.code).filter((code) => code !== viewer)];
  return [{ kind: 'main', channel: settings.main }, ...order.map((code) => ({ kind: code, channel: settings.restreams[code] }))];
}
