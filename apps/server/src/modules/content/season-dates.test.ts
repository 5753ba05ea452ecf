import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentCollectionDraft, Season, showMoment, type ContentEditorItem, type LanguageCode } from '@awards/contracts';
import { describeOnlyOn, startTestServer, useTestServer, type TestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';

type Form = Pick<ContentEditorItem, 'values' | 'texts'>;
type FaqRow = { id: number; translations: { languages_code: LanguageCode; answer: string }[] };

const HOUR = 3_600_000;
const FAQ = '/content/items/faq?fields=id,translations.*';
const TIMER = '/content/items/timer?fields=end_datetime';
const QUOTE = 'Applications close on {applications.end}; the show starts at {show.start:time}.';

/** A moment `hours` from now, whole seconds, as the season stores it. */
const fromNow = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 1000) * 1000).toISOString();

/**
 * Saves the season with applications closing at `applicationsEnd` and each later moment a day
 * after the one before: the rounds as seeded, the show last.
 */
async function saveSeason(server: TestServer, organiser: string, applicationsEnd: string) {
  const season = Season.parse(await (await backstage(server, organiser, '/api/v2/backstage/season')).json());
  const after = (days: number) => new Date(Date.parse(applicationsEnd) + days * 24 * HOUR).toISOString();
  const body = {
    applications: { starts_at: fromNow(-240), ends_at: applicationsEnd },
    rounds: season.rounds.map((round, index) => ({
      id: round.id,
      starts_at: after(1 + 2 * index),
      ends_at: after(2 + 2 * index),
      reveals_at: after(2 + 2 * index),
      audience_weight: round.audience_weight,
      jury_weight: round.jury_weight,
      tie_break: round.tie_break,
      live_reveal: false,
    })),
    live: { starts_at: after(1 + 2 * season.rounds.length), ends_at: after(1.2 + 2 * season.rounds.length) },
  };
  const saved = await backstage(server, organiser, '/api/v2/backstage/season', { method: 'PUT', body });
  expect(saved.status).toBe(200);
  return { applicationsEnd, firstRoundStart: body.rounds[0]!.starts_at, showStart: body.live.starts_at };
}

/** What the quoting text says in `language` for a season saved so. */
const quoted = ({ applicationsEnd, showStart }: { applicationsEnd: string; showStart: string }, language: LanguageCode) =>
  `Applications close on ${showMoment(applicationsEnd, language)}; the show starts at ${showMoment(showStart, language, 'time')}.`;

describe('the season’s dates in the content service', () => {
  const server = useTestServer();
  let organiser: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'season-dates-organiser@awards.test', ['organiser']));
  });
  beforeEach(async () => {
    expect((await backstage(server, organiser, '/api/v2/backstage/content/discard', { method: 'POST', body: {} })).status).toBe(200);
  });

  const content = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    backstage(server, organiser, `/api/v2/backstage/content${path}`, init);
  const firstFaq = async () => ContentCollectionDraft.parse(await (await content('/collections/faq')).json()).items.find((item) => item.id === 1)!;
  /** Saves FAQ item 1 with its answer in every language set to `answer`. */
  async function saveAnswer(answer: string, headers: Record<string, string> = {}) {
    const item = await firstFaq();
    const texts = Object.fromEntries(Object.entries(item.texts).map(([language, fields]) => [language, { ...fields, answer }])) as Form['texts'];
    return content('/collections/faq/items/1', { method: 'PUT', body: { values: item.values, texts }, headers });
  }
  const answers = async (path: string, token?: string) => {
    const response = token ? await backstage(server, token, path) : await server.api(path);
    const { data } = (await response.json()) as { data: FaqRow[] };
    return Object.fromEntries(data.find((item) => item.id === 1)!.translations.map((row) => [row.languages_code, row.answer]));
  };
  const timerEnd = async () => Date.parse(((await (await server.api(TIMER)).json()) as { data: { end_datetime: string } }).data.end_datetime);

  it('writes each translation’s placeholders in its own language, in the draft’s preview and once published, and again at once after a season save', async () => {
    const first = await saveSeason(server, organiser, fromNow(48));
    expect((await saveAnswer(QUOTE)).status).toBe(200);
    // The editor keeps the placeholder as typed; the preview shows what the site will.
    expect((await firstFaq()).texts.RU?.answer).toBe(QUOTE);
    expect(await answers(`${FAQ}&version=draft`, organiser)).toEqual({ EN: quoted(first, 'EN'), SP: quoted(first, 'SP'), RU: quoted(first, 'RU'), PT: quoted(first, 'PT') });
    expect((await content('/publish', { method: 'POST' })).status).toBe(200);
    expect((await answers(FAQ)).SP).toBe(quoted(first, 'SP'));

    // Kept, then saved again: the next read already quotes the new dates.
    const moved = await saveSeason(server, organiser, fromNow(72));
    await expect.poll(async () => (await answers(FAQ)).RU, { timeout: 5_000 }).toBe(quoted(moved, 'RU'));
    expect((await answers(FAQ)).PT).toBe(quoted(moved, 'PT'));
  });

  it('refuses to save a text with an unknown placeholder, naming the field, in the caller’s language', async () => {
    const refused = await saveAnswer('Applications close on {applications.close}.', { 'accept-language': 'es' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields).sort()).toEqual(['texts.EN.answer', 'texts.PT.answer', 'texts.RU.answer', 'texts.SP.answer']);
    expect(body.fields['texts.SP.answer']).toMatch(/^Este texto tiene un marcador/);
    expect((await saveAnswer('The show: {show.start:weekday}.')).status).toBe(400);
    expect((await firstFaq()).state).toBe('published');
  });

  it('answers the timer’s end as the countdown’s next moment, whatever is stored, after a season save and once that moment passes', async () => {
    const first = await saveSeason(server, organiser, fromNow(48));
    expect(await timerEnd()).toBe(Date.parse(first.applicationsEnd));

    const soon = await saveSeason(server, organiser, new Date(Date.now() + 4000).toISOString());
    await expect.poll(timerEnd, { timeout: 3_000 }).toBe(Date.parse(soon.applicationsEnd));
    // Applications close: the countdown runs to the first round's opening, and so does the timer.
    await new Promise((resolve) => setTimeout(resolve, Date.parse(soon.applicationsEnd) - Date.now() + 50));
    expect(await timerEnd()).toBe(Date.parse(soon.firstRoundStart));
  });

  it('shows the editor only the timer’s lead, and keeps its stored fields on a save', async () => {
    const timer = ContentCollectionDraft.parse(await (await content('/collections/timer')).json()).items[0]!;
    expect(timer.values).toEqual({});
    expect(Object.keys(timer.texts.EN!)).toEqual(['description']);
    const texts = { ...timer.texts, EN: { description: 'Counting down to {applications.end:date}.' } };
    expect((await content(`/collections/timer/items/${timer.id}`, { method: 'PUT', body: { values: {}, texts } })).status).toBe(200);
    const preview = (await (await backstage(server, organiser, '/content/items/timer?fields=*.*&version=draft')).json()) as {
      data: { end_datetime: string; translations: { languages_code: string; top_title: string; description: string }[] };
    };
    const english = preview.data.translations.find((row) => row.languages_code === 'EN')!;
    expect(english.description).toMatch(/^Counting down to \w+ \d+, \d{4}\.$/);
    expect(english.top_title).not.toBe('');
    expect(Date.parse(preview.data.end_datetime)).not.toBeNaN();
  });
});

describeOnlyOn('postgres', 'the season’s dates on two servers on one PostgreSQL database', () => {
  const first = useTestServer();
  let second: TestServer;
  let organiser: string;
  beforeAll(async () => {
    // Signed up before the second server starts, whose mail worker would otherwise deliver the one-time password to its own catcher.
    ({ staffToken: organiser } = await createStaffMember(first, 'two-servers-season@awards.test', ['organiser']));
    second = await startTestServer({ databaseUrl: first.databaseUrl });
  });
  afterAll(() => second.close());

  const timerEnd = async (server: TestServer) => Date.parse(((await (await server.api(TIMER)).json()) as { data: { end_datetime: string } }).data.end_datetime);

  it('change on the other server too once the season is saved on one', async () => {
    const before = await saveSeason(first, organiser, fromNow(48));
    await expect.poll(() => timerEnd(second), { timeout: 5_000 }).toBe(Date.parse(before.applicationsEnd));
    const after = await saveSeason(first, organiser, fromNow(96));
    await expect.poll(() => timerEnd(second), { timeout: 5_000 }).toBe(Date.parse(after.applicationsEnd));
  });
});
