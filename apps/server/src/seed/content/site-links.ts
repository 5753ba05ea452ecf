import type { CommunityItem, SocialItem, StreamChannelItem } from '@awards/contracts';

/** Fictional accounts on the reserved `.example` domain, so that no link can point at a real one. */
export const socials: SocialItem[] = (
  [
    ['youtube', 'https://youtube.example/@streamawards'],
    ['instagram', 'https://instagram.example/streamawards'],
    ['x', 'https://x.example/streamawards'],
    ['telegram', 'https://telegram.example/streamawards'],
    ['discord', 'https://discord.example/invite/streamawards'],
  ] as const
).map(([network, url], index) => ({ id: index + 1, sort: index + 1, network, url }));

/** The main broadcast and one restream per language of the site. */
export const streamChannels: StreamChannelItem[] = [
  { id: 1, audience: 'main', provider: 'twitch', channel: 'streamawards' },
  { id: 2, audience: 'EN', provider: 'youtube', channel: 'streamawards-en' },
  { id: 3, audience: 'SP', provider: 'kick', channel: 'streamawards-es' },
  { id: 4, audience: 'RU', provider: 'twitch', channel: 'streamawards_ru' },
  { id: 5, audience: 'PT', provider: 'kick', channel: 'streamawards-pt' },
];

export const community: CommunityItem = { id: 1, joinUrl: 'https://discord.example/invite/streamawards' };
