import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaqItem, GiveawayItem, RulesItem, type LanguageCode } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { SEED_SCENARIOS, seasonTimeline } from '../season-timeline';

/** The show's zone, where every date and time a text quotes is given. */
const SHOW_ZONE = 'Europe/Berlin';

/** An independent reading of a moment in the show's zone: its English long date, its day and year, and its zone's name. */
function reading(date: Date) {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', { ...options, timeZone: SHOW_ZONE }).format(date);
  const offset = part({ timeZoneName: 'shortOffset' }).split(' ').pop();
  return { english: part({ dateStyle: 'long' }), day: part({ day: 'numeric' }), year: part({ year: 'numeric' }), zone: offset === 'GMT+2' ? 'CEST' : 'CET' };
}

describe.each(SEED_SCENARIOS)('the dates the seeded texts give in the %s scenario', (scenario) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ scenario });
  });
  afterAll(() => server.close());

  /** A collection's items as the content service answers them, the season's placeholders written. */
  const content = async (collection: string) => ((await (await server.api(`/content/items/${collection}?fields=*,translations.*`)).json()) as { data: unknown }).data;
  const row = <T extends { languages_code: LanguageCode }>(rows: T[], language: LanguageCode) => rows.find((entry) => entry.languages_code === language)!;

  it('are the timeline’s, in the show’s zone, in every language', async () => {
    const timeline = seasonTimeline(scenario);
    const faq = FaqItem.array().parse(await content('faq'));
    const whenToApply = faq.find((item) => row(item.translations, 'EN').question === 'When can I apply?')!;
    const howVotingWorks = faq.find((item) => row(item.translations, 'EN').question === 'How does voting work?')!;
    const seasonDates = RulesItem.array().parse(await content('Rules'))[0]!;
    const giveaway = GiveawayItem.parse(await content('giveaway'));

    const [opens, deadline, votingOpens, votingEnds, show] = [
      timeline.applications.startsAt,
      timeline.applications.endsAt,
      timeline.longlist.startsAt,
      timeline.shortlist.endsAt,
      timeline.liveShow.startsAt,
    ].map(reading);
    const apply = row(whenToApply.translations, 'EN').answer;
    expect(apply).toContain(`from ${opens!.english} until ${deadline!.english}, 11:59`);
    expect(apply).toMatch(new RegExp(`11:59\\sPM ${deadline!.zone}\\.`));
    expect(row(howVotingWorks.translations, 'EN').answer).toContain(`from ${votingOpens!.english} to ${votingEnds!.english}.`);
    expect(row(seasonDates.translations, 'EN').text).toContain(`Applications: ${opens!.english} – ${deadline!.english}.`);
    expect(row(giveaway.translations, 'EN').text).toContain(`between ${votingOpens!.english} and ${votingEnds!.english} enters the draw`);
    expect(row(giveaway.translations, 'EN').text).toContain(`on ${show!.english}.`);

    // The other languages carry the same days and years, and the deadline's zone, named; no placeholder is left.
    for (const language of ['SP', 'RU', 'PT'] as const) {
      const texts = [row(whenToApply.translations, language).answer, row(howVotingWorks.translations, language).answer, row(seasonDates.translations, language).text, row(giveaway.translations, language).text];
      for (const date of [opens!, deadline!, votingOpens!, votingEnds!, show!]) expect(texts.join(' ')).toMatch(new RegExp(`\\b${date.day}\\b[^.]*\\b${date.year}\\b`, 'u'));
      expect(row(whenToApply.translations, language).answer).toContain(`(${deadline!.zone})`);
      for (const text of texts) expect(text).not.toMatch(/\{[\w.:-]+\}/);
    }
  });
});
