import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentVoting, KeyDateItem, LANGUAGE_CODES, SettingsResponse, TimerItem } from '@awards/contracts';
import { startTestServer, type TestServer } from '../../test/harness';
import { SEED_SCENARIOS, type SeedScenario } from './season-timeline';

/** The live show is announced in Central European time, CET or CEST as its date falls. */
const SHOW_ZONE = 'Europe/Berlin';

/** What each scenario's countdown says in English; its date, as every date, is given in the show's zone. */
const countdown: Record<SeedScenario, string> = {
  applications: 'Applications close in',
  voting: 'Longlist voting closes in',
  results: 'The winners are announced',
};

/** An independent reading of a date (Intl's parts, not the contracts' showMoment). */
const english = (iso: string, zone: string) => {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', { ...options, timeZone: zone }).format(new Date(iso));
  return { day: part({ day: 'numeric' }), month: part({ month: 'long' }), short: part({ month: 'short' }), year: part({ year: 'numeric' }) };
};
/** Spaces as `Intl` writes them (a narrow one before PM in some versions), plain. */
const plain = (text: string | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ');

/** The live show's time as each language writes it: '4:00 PM CET', '16:00 (CET)', '16h (CET)' (or CEST in summer). */
const showTime = (iso: string) => {
  const part = (type: Intl.DateTimeFormatPartTypes, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en', { ...options, timeZone: SHOW_ZONE }).formatToParts(new Date(iso)).find((p) => p.type === type)!.value;
  const zone = part('timeZoneName', { timeZoneName: 'shortOffset' }) === 'GMT+2' ? 'CEST' : 'CET';
  const [hours, minutes] = [Number(part('hour', { hour: 'numeric', hourCycle: 'h23' })), part('minute', { minute: '2-digit' }).padStart(2, '0')];
  const h24 = `${String(hours).padStart(2, '0')}:${minutes}`;
  return {
    EN: `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} ${zone}`,
    SP: `${h24} (${zone})`,
    RU: `${h24} (${zone})`,
    PT: `${hours}h${minutes === '00' ? '' : minutes} (${zone})`,
  } as Record<string, string>;
};

describe.each(SEED_SCENARIOS)('the countdown and key dates seeded in the %s scenario', (scenario) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ scenario });
  });
  afterAll(() => server.close());

  const json = async (path: string) => {
    const response = await server.api(path);
    expect(response.status).toBe(200);
    return response.json() as Promise<unknown>;
  };
  const content = async (collection: string) => ((await json(`/content/items/${collection}?fields=*,translations.*`)) as { data: unknown }).data;

  it("count down to the scenario's next milestone: the applications deadline, the open round's end, or the live show just held", async () => {
    const { phases } = SettingsResponse.parse(await json('/api/v2/settings'));
    const { round } = CurrentVoting.parse(await json('/api/v2/voting/current'));
    const milestone = { applications: phases.applications.ends_at, voting: round?.ends_at, results: phases.live.starts_at }[scenario];
    const timer = TimerItem.parse(await content('timer'));
    expect(Date.parse(timer.end_datetime)).toBe(Date.parse(milestone!));
    expect(Date.parse(timer.end_datetime) > Date.now()).toBe(scenario !== 'results');
  });

  it('say what the countdown is for in all four languages, each with its date, written from the season', async () => {
    const timer = TimerItem.parse(await content('timer'));
    expect(timer.translations.map((row) => row.languages_code)).toEqual(LANGUAGE_CODES);
    expect(new Set(timer.translations.map((row) => row.top_title)).size).toBe(4);
    const { day, month, year } = english(timer.end_datetime, SHOW_ZONE);
    const [en, ...others] = timer.translations;
    expect(en!.top_title).toBe(countdown[scenario]);
    expect(en!.sub_description).toContain(`${month} ${day}, ${year}`);
    for (const row of others) expect(row.sub_description).toMatch(new RegExp(`\\b${day}\\b.*\\b${year}\\b`));
  });

  it('date the three steps by the same season as the settings, each language in its own style', async () => {
    const { phases } = SettingsResponse.parse(await json('/api/v2/settings'));
    const steps = KeyDateItem.array().parse(await content('key_dates'));
    const windows = [phases.applications, phases.voting, phases.live];
    expect(steps.map(({ starts_at, ends_at }) => [Date.parse(starts_at), Date.parse(ends_at)])).toEqual(windows.map(({ starts_at, ends_at }) => [Date.parse(starts_at), Date.parse(ends_at)]));

    const [apply, vote, live] = steps.map((step) => {
      const start = english(step.starts_at, SHOW_ZONE);
      const end = english(step.ends_at, SHOW_ZONE);
      const rows = Object.fromEntries(step.translations.map((row) => [row.languages_code, row.dates]));
      return { start, end, rows };
    });
    for (const { start, end, rows } of [apply!, vote!]) {
      expect(rows.EN).toBe(`${start.short} ${start.day} – ${end.short} ${end.day}`);
      for (const language of ['SP', 'RU', 'PT']) expect(rows[language]).toMatch(new RegExp(`^${start.day} [\\p{L} .]+ – ${end.day} [\\p{L} .]+$`, 'u'));
    }
    const time = showTime(steps[2]!.starts_at);
    expect(plain(live!.rows.EN)).toBe(`${live!.start.short} ${live!.start.day}, ${time.EN}`);
    const literally = (text: string) => text.replace(/[()]/g, '\\$&');
    for (const language of ['SP', 'RU', 'PT']) expect(plain(live!.rows[language])).toMatch(new RegExp(`^${live!.start.day} [\\p{L} .]+, ${literally(time[language]!)}$`, 'u'));
  });
});
