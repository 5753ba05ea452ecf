import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContentCollectionDraft, HomeResponse, LegendBlocks, NominationList, SettingsResponse, type ContentEditorItem } from '@awards/contracts';
import { bearer } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';

type Form = Pick<ContentEditorItem, 'values' | 'texts'>;

describe('the draft in the API answers that embed content', () => {
  const server = useTestServer();
  let organiser: string;
  let moderator: string;
  let visitor: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'preview-organiser@awards.test', ['organiser']));
    ({ staffToken: moderator, token: visitor } = await createStaffMember(server, 'preview-moderator@awards.test', ['moderator']));
  });
  beforeEach(async () => {
    expect((await backstage(server, organiser, '/api/v2/backstage/content/discard', { method: 'POST', body: {} })).status).toBe(200);
  });

  const content = (path: string, init: { method?: string; body?: unknown } = {}) => backstage(server, organiser, `/api/v2/backstage/content${path}`, init);
  const firstItem = async (collection: string) => ContentCollectionDraft.parse(await (await content(`/collections/${collection}`)).json()).items[0]!;
  /** Saves the first item of a collection with one value or English text changed. */
  async function saveFirst(collection: string, change: (form: Form) => Form) {
    const item = await firstItem(collection);
    const saved = await content(`/collections/${collection}/items/${item.id}`, { method: 'PUT', body: change({ values: item.values, texts: item.texts }) });
    expect(saved.status).toBe(200);
    return item;
  }
  const withValue = (name: string, value: string) => (form: Form) => ({ ...form, values: { ...form.values, [name]: value } });
  const withEnglish = (name: string, value: string) => (form: Form) => ({ ...form, texts: { ...form.texts, EN: { ...form.texts.EN, [name]: value } } });
  const read = (path: string, token?: string) => server.api(path, { headers: { 'accept-language': 'EN', ...(token ? bearer(token) : {}) } });

  it('shows an organiser the draft of the links, winners, nominations and Legends with version=draft, never cached; anyone else the published ones', async () => {
    await saveFirst('socials', withValue('url', 'https://youtube.example/draft-channel'));
    await saveFirst('previous_winners', withValue('nickname', 'DraftWinner'));
    await saveFirst('nominations', withEnglish('title', 'Draft nomination title'));
    await saveFirst('legend_blocks', withEnglish('title', 'Draft comeback'));
    await saveFirst('legend_streamers', withValue('nickname', 'DraftNova'));

    const settings = await read('/api/v2/settings?version=draft', organiser);
    expect(settings.headers.get('cache-control')).toBe('private, no-store');
    expect(SettingsResponse.parse(await settings.json()).socials[0]!.url).toBe('https://youtube.example/draft-channel');
    const home = HomeResponse.parse(await (await read('/api/v2/home?version=draft', organiser)).json());
    expect(home.winners).toMatchObject({ source: 'previous_edition', items: expect.arrayContaining([expect.objectContaining({ nickname: 'DraftWinner' })]) });
    const nominations = await read('/api/v1/nomination/all?version=draft', organiser);
    expect(nominations.headers.get('cache-control')).toBe('private, no-store');
    expect(NominationList.parse(await nominations.json())[0]!.title).toBe('Draft nomination title');
    const blocks = LegendBlocks.parse(await (await read('/api/v2/loty/?version=draft', organiser)).json());
    expect(blocks[0]!.translations.find((text) => text.Language.ID === 1)!.title).toBe('Draft comeback');
    expect(blocks[0]!.streamers[0]!.nickname).toBe('DraftNova');

    const published = SettingsResponse.parse(await (await read('/api/v2/settings')).json());
    expect(published.socials[0]!.url).not.toBe('https://youtube.example/draft-channel');
    expect(LegendBlocks.parse(await (await read('/api/v2/loty/')).json())[0]!.streamers[0]!.nickname).not.toBe('DraftNova');
    expect(LegendBlocks.parse(await (await read('/api/v2/loty/user-info', visitor)).json())[0]!.streamers[0]!.nickname).not.toBe('DraftNova');
  });

  it('refuses the draft to a visitor (401), to a signed-in user and to a moderator (403), as the backstage does', async () => {
    expect((await read('/api/v2/settings?version=draft')).status).toBe(401);
    expect((await read('/api/v1/nomination/all?version=draft', visitor)).status).toBe(403);
    const refused = await read('/api/v2/loty/user-info?version=draft', moderator);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await read('/api/v2/home?version=published')).status).toBe(400);
  });

  it('publishes the Legends’ texts, nicknames and photos to the game, and the guesses stay with their streamers; a restore brings them back', async () => {
    const block = await saveFirst('legend_blocks', withEnglish('title', 'Comeback, edited'));
    const streamer = await saveFirst('legend_streamers', withValue('nickname', 'NovaEdited'));
    expect((await server.post('/api/v2/loty/guess', { block_id: streamer.values.block_id, streamer_id: streamer.id }, bearer(visitor))).status).toBe(201);
    const before = LegendBlocks.parse(await (await read('/api/v2/loty/')).json());
    const published = await content('/publish', { method: 'POST', body: {} });
    expect(published.status).toBe(200);
    const version = (await published.json()) as { id: number };

    const after = LegendBlocks.parse(await (await read('/api/v2/loty/')).json());
    const shown = after.find((entry) => entry.id === block.id)!;
    expect(shown.translations.find((text) => text.Language.ID === 1)!.title).toBe('Comeback, edited');
    const edited = after.flatMap((entry) => entry.streamers).find((entry) => entry.id === streamer.id)!;
    expect(edited.nickname).toBe('NovaEdited');
    expect(edited.votes).toBe(1);

    const { versions } = (await (await content('/versions')).json()) as { versions: { id: number }[] };
    const earlier = versions.find((entry) => entry.id < version.id)!;
    expect((await content(`/versions/${earlier.id}/restore`, { method: 'POST', body: {} })).status).toBe(200);
    expect(LegendBlocks.parse(await (await read('/api/v2/loty/')).json())).toEqual(before);
  });

  it('keeps the Legends’ blocks and streamers: none is added or removed, since guesses name them', async () => {
    const streamer = await firstItem('legend_streamers');
    expect((await content(`/collections/legend_streamers/items/${streamer.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await content('/collections/legend_blocks/items', { method: 'POST', body: { values: {}, texts: {} } })).status).toBe(409);
    const blank = await content(`/collections/legend_streamers/items/${streamer.id}`, { method: 'PUT', body: { values: { ...streamer.values, nickname: ' ' }, texts: {} } });
    expect(blank.status).toBe(400);
  });
});
