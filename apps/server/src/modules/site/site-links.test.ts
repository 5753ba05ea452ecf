import { beforeAll, describe, expect, it } from 'vitest';
import { ContentCollectionDraft, HomeResponse, SettingsResponse } from '@awards/contracts';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';

describe('the site’s links and last edition’s winners', () => {
  const server = useTestServer();
  let organiser: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'links-organiser@awards.test', ['organiser']));
  });
  const editFirst = async (collection: string, values: Record<string, unknown>) => {
    const { items } = ContentCollectionDraft.parse(await (await backstage(server, organiser, `/api/v2/backstage/content/collections/${collection}`)).json());
    const [first] = items;
    const saved = await backstage(server, organiser, `/api/v2/backstage/content/collections/${collection}/items/${first!.id}`, { method: 'PUT', body: { values: { ...first!.values, ...values }, texts: first!.texts } });
    expect(await saved.json()).toMatchObject({ id: first!.id });
  };

  it('are the content organisers publish: socials, stream channels, the community link and the previous winners', async () => {
    const settings = () => server.api('/api/v2/settings').then(async (response) => SettingsResponse.parse(await response.json()));
    expect((await settings()).community_url).toBe('https://discord.example/invite/streamawards');

    await editFirst('socials', { url: 'https://youtube.example/@edited' });
    await editFirst('community', { join_url: 'https://community.example/join' });
    await editFirst('stream_channels', { provider: 'kick', channel: 'edited-main' });
    await editFirst('previous_winners', { nickname: 'EditedWinner' });
    expect((await settings()).community_url).toBe('https://discord.example/invite/streamawards');
    expect((await backstage(server, organiser, '/api/v2/backstage/content/publish', { method: 'POST' })).status).toBe(200);

    const published = await settings();
    expect(published.socials[0]).toEqual({ network: 'youtube', url: 'https://youtube.example/@edited' });
    expect(published.community_url).toBe('https://community.example/join');
    expect(published.stream.main).toEqual({ provider: 'kick', channel: 'edited-main' });
    const home = HomeResponse.parse(await (await server.api('/api/v2/home')).json());
    expect(home.winners.source === 'previous_edition' && home.winners.items[0]?.nickname).toBe('EditedWinner');
  });

  it('refuse a stream provider the site cannot embed', async () => {
    const { items } = ContentCollectionDraft.parse(await (await backstage(server, organiser, '/api/v2/backstage/content/collections/stream_channels')).json());
    const refused = await backstage(server, organiser, `/api/v2/backstage/content/collections/stream_channels/items/${items[0]!.id}`, {
      method: 'PUT',
      body: { values: { ...items[0]!.values, provider: 'myspace' } },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { 'values.provider': 'Invalid value' } });
  });
});
