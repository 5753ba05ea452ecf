import { describe, expect, it } from 'vitest';
import { camelKey, CONTENT_EDITING, richTextProblem } from '@awards/contracts';
import { seedContent } from '../content';
import { SEED_SCENARIOS, seasonTimeline } from '../season-timeline';

describe('the seeded long texts', () => {
  it.each(SEED_SCENARIOS)('are rich text an organiser could save as it is (%s)', (scenario) => {
    const { collections } = seedContent(seasonTimeline(scenario, new Date()), scenario);
    const problems = CONTENT_EDITING.flatMap(({ collection, texts }) => {
      // The Legends' collections are seeded with the game, and hold no rich text.
      const items = (collections.find((entry) => entry.collection === collection)?.items ?? []) as { id: number; translations?: Record<string, string>[] }[];
      return texts
        .filter((field) => field.kind === 'rich_text')
        .flatMap(({ name }) => items.flatMap((item) => (item.translations ?? []).map((row) => [collection, item.id, row.languagesCode, name, richTextProblem(row[camelKey(name)] ?? '')])));
    }).filter(([, , , , problem]) => problem !== null);
    expect(problems).toEqual([]);
  });
});
