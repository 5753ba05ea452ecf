import { LANGUAGES, type LanguageCode, type StreamChannel, type StreamSettings } from '@awards/contracts';

/** Provider names as their owners write them; another provider is shown as the settings spell it. */
const PROVIDER_NAMES: Record<string, string> = { twitch: 'Twitch', youtube: 'YouTube', kick: 'Kick' };

export const providerName = (provider: string) => PROVIDER_NAMES[provider.toLowerCase()] ?? provider;

/** A YouTube channel id: YouTube's player finds a channel's live stream by it, never by a handle. */
const YOUTUBE_CHANNEL_ID = /^UC[\w-]{22}$/;

/** A YouTube channel as settings may give it: its id, or its handle with or without the `@`. */
const youtubeChannelPath = (channel: string) => (YOUTUBE_CHANNEL_ID.test(channel) ? `channel/${channel}` : `@${encodeURIComponent(channel.replace(/^@/, ''))}`);

/** Where each provider the organisers use shows a channel; another provider gets a card without a link. */
const WATCH_URLS: Record<string, (channel: string) => string> = {
  twitch: (channel) => `https://www.twitch.tv/${encodeURIComponent(channel)}`,
  youtube: (channel) => `https://www.youtube.com/${youtubeChannelPath(channel)}/live`,
  kick: (channel) => `https://kick.com/${encodeURIComponent(channel)}`,
};

export function watchUrl({ provider, channel }: StreamChannel): string | undefined {
  return WATCH_URLS[provider.toLowerCase()]?.(channel);
}

/**
 * Each provider's player for a channel's live stream, on the hosts the site's `frame-src` allows.
 * Twitch's refuses to play unless told the host of the page around it; YouTube's needs the
 * channel's id, so a channel given by its handle has no player here.
 */
const PLAYER_URLS: Record<string, (channel: string, hostname: string) => string | undefined> = {
  twitch: (channel, hostname) => `https://player.twitch.tv/?channel=${encodeURIComponent(channel)}&parent=${encodeURIComponent(hostname)}`,
  youtube: (channel) => (YOUTUBE_CHANNEL_ID.test(channel) ? `https://www.youtube-nocookie.com/embed/live_stream?channel=${channel}` : undefined),
  kick: (channel) => `https://player.kick.com/${encodeURIComponent(channel)}`,
};

export function playerUrl({ provider, channel }: StreamChannel, hostname: string): string | undefined {
  return PLAYER_URLS[provider.toLowerCase()]?.(channel, hostname);
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
