import { CONTENT_COLLECTIONS } from '@awards/contracts';
import type { Database } from '../../lib/db/client';
import { insertContent, type ContentAsset, type ContentCollectionItems } from '../../modules/content';
import { insertBlocks, insertGuesses } from '../../modules/legends';
import { streamerAvatar } from '../voting/avatar';
import { translationRows } from '../content/translations';
import { svgAsset } from '../images/svg';
import { seededRandom } from '../seeded-random';
import type { SeasonTimeline, SeedScenario } from '../season-timeline';
import { legendBlockSeeds } from './blocks';

const streamerPhoto = (nickname: string) => `legend-${nickname.toLowerCase()}`;

/** The avatars of every block's streamers. */
export function legendAssets(): ContentAsset[] {
  return legendBlockSeeds.flatMap(({ streamers }) => streamers).map((nickname, index) => svgAsset(streamerPhoto(nickname), streamerAvatar(index, nickname)));
}

/** What the blocks show, under the ids the game gave them: their texts, and each streamer's nickname and photo, in order. */
function legendContent(blocks: { blockId: number; streamerIds: number[] }[]): ContentCollectionItems[] {
  const streamers = blocks.flatMap(({ blockId, streamerIds }, index) =>
    streamerIds.map((id, place) => ({ id, blockId, nickname: legendBlockSeeds[index]!.streamers[place]! })),
  );
  return [
    {
      collection: CONTENT_COLLECTIONS.legendBlocks,
      items: blocks.map(({ blockId }, index) => ({ id: blockId, sort: index + 1, translations: translationRows('legend_blocks', blockId, legendBlockSeeds[index]!.texts) })),
    },
    {
      collection: CONTENT_COLLECTIONS.legendStreamers,
      items: streamers.map((streamer, index) => ({ ...streamer, sort: index + 1, photo: streamerPhoto(streamer.nickname) })),
    },
  ];
}

/** Share of demo users who guess in a block, and of those guesses that name the legend. */
const GUESS_RATE = 0.85;
const RIGHT_RATE = 0.45;
const MINUTE = 60_000;

/**
 * The Legends blocks, closing when the timeline says; the legends are revealed at the live show in
 * the `results` scenario only. Demo users guess (the same guesses on every fresh database) from
 * the start of voting on, so the counts show while voting runs and the leaderboard after the reveal.
 */
export async function seedLegends(db: Database, timeline: SeasonTimeline, scenario: SeedScenario, voterIds: number[]) {
  const blocks = await insertBlocks(
    db,
    legendBlockSeeds.map(({ streamers, legend }) => ({
      closesAt: timeline.legendsCloseAt,
      revealedAt: scenario === 'results' ? timeline.liveShow.startsAt : null,
      streamers: streamers.length,
      legendIndex: legend,
    })),
  );
  await insertContent(db, { collections: legendContent(blocks), assets: [] });

  const random = seededRandom(2025);
  const guesses = voterIds.flatMap((userId) =>
    blocks.flatMap(({ blockId, streamerIds }, blockIndex) => {
      if (random() >= GUESS_RATE) return [];
      const legendId = streamerIds[legendBlockSeeds[blockIndex]!.legend]!;
      const streamerId = random() < RIGHT_RATE ? legendId : streamerIds[Math.floor(random() * streamerIds.length)]!;
      return [{ userId, blockId, streamerId }];
    }),
  );
  await insertGuesses(
    db,
    guesses.map((guess, index) => ({ ...guess, createdAt: new Date(timeline.longlist.startsAt.getTime() + index * 7 * MINUTE) })),
  );
}
