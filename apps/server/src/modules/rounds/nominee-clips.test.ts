import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EntryDetail, VotingNomination } from '@awards/contracts';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { isoVideo } from '../../../test/video-fixtures';
import { uploadedVideoId } from '../../../test/entries';
import { applicantFor, clearEntries } from '../../../test/review';
import { signedClipUrl } from '../entries/clip-signature';
import { approvedEntry, boardOf, nomineeCalls } from '../../../test/nominees';
import { replaceRounds } from '../../../test/voting';

describe('the moments on the voting page', () => {
  const server = useTestServer();
  let organiser: string;
  let applicant: { id: number; token: string };
  const video = isoVideo({ mediaBytes: 40_000 });
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'moments-organiser@awards.test', ['organiser']));
    applicant = await applicantFor(server, 'moments-applicant');
  });
  beforeEach(() => clearEntries(server));

  const page = async () => {
    const response = await server.api('/api/v2/voting/1');
    expect(response.status).toBe(200);
    return { response, body: VotingNomination.parse(await response.json()) };
  };
  const uploadedEntry = async (linkToPage: string) =>
    approvedEntry(server, applicant.id, { linkToPage, media: { videoId: await uploadedVideoId(server, applicant.token, video) }, timeCode: '0:42' });

  it("shows each nominee's moment: an upload a guest plays with Range requests, a link as a player at its time code, none for one added by hand", async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open', nominees: {} }]);
    const calls = nomineeCalls(server, organiser, round!.id);
    const uploaded = await uploadedEntry('https://twitch.tv/uploader');
    await approvedEntry(server, applicant.id, { linkToPage: 'https://twitch.tv/linker', media: { linkToMedia: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, timeCode: '1:02' });
    await calls.add({ from: 'entries', page_key: 'twitch.tv/uploader' });
    await calls.add({ from: 'entries', page_key: 'twitch.tv/linker' });
    await boardOf(await calls.add({ from: 'hand', nickname: 'Nova', link_to_page: 'https://kick.com/nova', photo: 'p' }), 201);

    const { response, body } = await page();
    // Its addresses last minutes: no shared cache may keep the page.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [upload, link, byHand] = body.nominees;
    expect(upload).toMatchObject({ time_code: '0:42', clip: { kind: 'video', mime_type: 'video/mp4', url: expect.stringMatching(new RegExp(`^/api/v2/backstage/entries/${uploaded.id}/clip\\?expires=`)) } });
    expect(link).toMatchObject({ time_code: '1:02', clip: { kind: 'embed', provider: 'youtube', start_seconds: 62 } });
    expect(byHand).toMatchObject({ nickname: 'Nova', clip: null, time_code: null });

    if (upload?.clip?.kind !== 'video') throw new Error('expected an uploaded clip');
    const played = await server.api(upload.clip.url, { headers: { range: 'bytes=100-199' } });
    expect(played.status).toBe(206);
    expect(played.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await played.arrayBuffer())).toEqual(video.subarray(100, 200));
  });

  it('keeps the upload of an entry that is no nominee to staff: a public address for it plays nothing, not even once it was a nominee', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open', nominees: {} }]);
    const calls = nomineeCalls(server, organiser, round!.id);
    const outsider = await uploadedEntry('https://twitch.tv/outsider');
    const forged = signedClipUrl(server.config.jwtSecret, outsider.id, Date.now(), 'public');
    expect((await server.api(forged, { headers: { range: 'bytes=0-99' } })).status).toBe(403);

    const board = await boardOf(await calls.add({ from: 'entries', page_key: 'twitch.tv/outsider' }), 201);
    const clip = (await page()).body.nominees[0]!.clip;
    if (clip?.kind !== 'video') throw new Error('expected an uploaded clip');
    expect((await server.api(clip.url, { headers: { range: 'bytes=0-99' } })).status).toBe(206);

    await boardOf(await calls.remove(board.nominees[0]!.id));
    expect((await server.api(clip.url, { headers: { range: 'bytes=0-99' } })).status).toBe(403);
    // The review's own address still plays it.
    const detail = EntryDetail.parse(await (await backstage(server, organiser, `/api/v2/backstage/entries/${outsider.id}`)).json());
    if (detail.clip.kind !== 'video') throw new Error('expected an uploaded clip');
    expect((await server.api(detail.clip.url, { headers: { range: 'bytes=0-99' } })).status).toBe(206);
  });
});
