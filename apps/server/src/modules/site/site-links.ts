import { CommunityItem, PreviousWinnerItem, SocialItem, StreamChannelItem, toCamel, type PreviousWinner, type SocialLink, type StreamSettings } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { readContent } from '../content';

/**
 * What the general data and the home page take from the content organisers edit: the footer's
 * networks, the stream channels, the community's join link and the previous edition's winners.
 */

const bySort = <T extends { sort: number; id: number }>(items: T[]) => [...items].sort((a, b) => a.sort - b.sort || a.id - b.id);

export interface SiteLinks {
  socials: SocialLink[];
  stream: StreamSettings;
  communityUrl: string;
}

/** Undefined while a collection is empty: only a database nobody seeded lacks them. `draft`: as an organiser previews them. */
export async function readSiteLinks(db: Database, draft = false): Promise<SiteLinks | undefined> {
  const [socials, channels, community] = await Promise.all([
    readContent(db, 'socials', draft).then((rows) => SocialItem.array().parse(rows)),
    readContent(db, 'stream_channels', draft).then((rows) => StreamChannelItem.array().parse(rows)),
    readContent(db, 'community', draft).then((rows) => CommunityItem.array().parse(rows)),
  ]);
  const channel = (audience: StreamChannelItem['audience']) => {
    const found = channels.find((entry) => entry.audience === audience);
    return found && { provider: found.provider, channel: found.channel };
  };
  const [main, EN, SP, RU, PT] = (['main', 'EN', 'SP', 'RU', 'PT'] as const).map(channel);
  if (!community[0] || !main || !EN || !SP || !RU || !PT) return undefined;
  return {
    socials: bySort(socials).map(({ network, url }) => ({ network, url })),
    stream: { main, restreams: { EN, SP, RU, PT } },
    communityUrl: community[0].join_url,
  };
}

export async function readPreviousWinners(db: Database, draft = false): Promise<PreviousWinner[]> {
  const winners = bySort(PreviousWinnerItem.array().parse(await readContent(db, 'previous_winners', draft)));
  return winners.map(({ nomination_id, nickname, photo, link_to_page, edition }) => toCamel({ nomination_id, nickname, photo, link_to_page, edition }));
}
