import { describe, expect, it } from 'vitest';
import type { FaqItem, GiveawayItem, LanguageCode, RulesItem } from '@awards/contracts';
import { seedContent } from '../content';
import { SEED_SCENARIOS, seasonTimeline } from '../season-timeline';

/** The show's zone, where every seeded date and time is given. */
const SHOW_ZONE = 'Europe/Berlin';

/** An independent reading of a moment in the show's zone (Intl, not the seed's own month tables). */
function reading(date: Date) {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', { ...options, timeZone: SHOW_ZONE }).format(date);
  const offset = part({ timeZoneName: 'shortOffset' }).split(' ').pop();
  return { day: part({ day: 'numeric' }), month: part({ month: 'long' }), year: part({ year: 'numeric' }), zone: offset === 'GMT+2' ? 'CEST' : 'CET' };
}

/** Today inside the announced application window, and a summer's day that moves every scenario's season. */
const DAYS = [new Date('2026-11-21T11:00:00Z'), new Date('2028-06-01T12:00:00Z')];

describe.each(SEED_SCENARIOS)('the dates the seeded texts give in the %s scenario', (scenario) => {
  it.each(DAYS)('are the timeline’s, in the show’s zone, on %s', (now) => {
    const timeline = seasonTimeline(scenario, now);
    const { collections } = seedContent(timeline, scenario);
    const items = <T>(name: string) => collections.find((entry) => entry.collection === name)!.items as T[];
    const row = <T extends { languagesCode: LanguageCode }>(rows: T[], language: LanguageCode) => rows.find((entry) => entry.languagesCode === language)!;
    const faq = items<FaqItem>('faq');
    const whenToApply = faq.find((item) => row(item.translations, 'EN').question === 'When can I apply?')!;
    const howVotingWorks = faq.find((item) => row(item.translations, 'EN').question === 'How does voting work?')!;
    const seasonDates = items<RulesItem>('Rules')[0]!;
    const giveaway = items<GiveawayItem>('giveaway')[0]!;

    const [opens, deadline, votingEnds, show] = [timeline.applications.startsAt, timeline.applications.endsAt, timeline.shortlist.endsAt, timeline.liveShow.startsAt].map(reading);
    const english = (date: ReturnType<typeof reading>) => `${date.day} ${date.month} ${date.year}`;
    // A span's first end leaves out its year when both ends share it.
    const first = (date: ReturnType<typeof reading>, other: ReturnType<typeof reading>) => (date.year === other.year ? `${date.day} ${date.month}` : english(date));
    const apply = row(whenToApply.translations, 'EN').answer;
    expect(apply).toContain(`from ${first(opens!, deadline!)} until`);
    expect(apply).toContain(`${english(deadline!)}, 11:59 PM ${deadline!.zone}`);
    expect(row(howVotingWorks.translations, 'EN').answer).toContain(`to ${english(votingEnds!)}.`);
    expect(row(seasonDates.translations, 'EN').text).toContain(`Applications: ${first(opens!, deadline!)} – ${english(deadline!)}.`);
    expect(row(giveaway.translations, 'EN').text).toContain(`and ${english(votingEnds!)} enters the draw`);
    expect(row(giveaway.translations, 'EN').text).toContain(`on ${show!.day} ${show!.month}.`);
    expect([Date.parse(giveaway.startsAt), Date.parse(giveaway.endsAt)]).toEqual([timeline.longlist.startsAt.getTime(), timeline.shortlist.endsAt.getTime()]);

    // The other languages carry the same days and years, and the deadline's zone, named.
    for (const language of ['SP', 'RU', 'PT'] as const) {
      const texts = [row(whenToApply.translations, language).answer, row(howVotingWorks.translations, language).answer, row(seasonDates.translations, language).text, row(giveaway.translations, language).text].join(' ');
      for (const date of [opens!, deadline!, votingEnds!]) expect(texts).toMatch(new RegExp(`\\b${date.day}\\b[^.]*\\b${date.year}\\b`, 'u'));
      expect(row(whenToApply.translations, language).answer).toContain(`(${deadline!.zone})`);
    }
  });
});
