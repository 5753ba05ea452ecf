import { CONTENT_COLLECTIONS } from '@awards/contracts';
import type { ContentAsset, ContentCollectionItems } from '../modules/content';
import { faq } from './content/faq';
import { giveaway } from './content/giveaway';
import { highlights } from './content/highlights';
import { judges } from './content/judges';
import { keyDates } from './content/key-dates';
import { nominations } from './content/nominations';
import { pageItems } from './content/pages';
import { partners } from './content/partners';
import { previousWinnerAssets, previousWinners } from './content/previous-winners';
import { rules } from './content/rules';
import { community, socials, streamChannels } from './content/site-links';
import { timer } from './content/timer';
import { seedImages } from './images';
import type { SeasonTimeline, SeedScenario } from './season-timeline';

/** The season's content in every collection, and the images it refers to; the dates its texts quote (FAQ, rules, giveaway, key dates, countdown) are the season's placeholders, its other dates the timeline's. */
export function seedContent(timeline: SeasonTimeline, scenario: SeedScenario): { collections: ContentCollectionItems[]; assets: ContentAsset[] } {
  const c = CONTENT_COLLECTIONS;
  return {
    collections: [
      { collection: c.nominations, items: nominations },
      { collection: c.faq, items: faq },
      { collection: c.rules, items: rules },
      { collection: c.judges, items: judges },
      { collection: c.partners, items: partners },
      { collection: c.timer, items: [timer(timeline, scenario)] },
      { collection: c.keyDates, items: keyDates(timeline) },
      { collection: c.pages, items: pageItems },
      { collection: c.giveaway, items: [giveaway(timeline)] },
      { collection: c.socials, items: socials },
      { collection: c.streamChannels, items: streamChannels },
      { collection: c.community, items: [community] },
      { collection: c.highlights, items: highlights },
      { collection: c.previousWinners, items: previousWinners },
    ],
    assets: [...seedImages({ nominations, judges, partners }), ...previousWinnerAssets()],
  };
}
