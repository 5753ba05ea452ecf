import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JudgingSheet } from '@awards/contracts';
import { useTestServer } from '../../../test/harness';
import { createStaffMember } from '../../../test/staff';
import { isoVideo } from '../../../test/video-fixtures';
import { uploadedVideoId } from '../../../test/entries';
import { applicantFor, clearEntries, enter } from '../../../test/review';
import { assign, clearJury, roundWith, sheet } from '../../../test/jury';

describe('the moments on a judge’s sheet', () => {
  const server = useTestServer();
  let organiser: { staffToken: string };
  let judge: { id: number; staffToken: string };
  let applicant: { id: number; token: string };
  beforeAll(async () => {
    organiser = await createStaffMember(server, 'clips-organiser@awards.test', ['organiser']);
    judge = await createStaffMember(server, 'clips-judge@awards.test', ['judge']);
    applicant = await applicantFor(server, 'clips-applicant');
  });
  beforeEach(async () => {
    await clearJury(server);
    await clearEntries(server);
  });

  it('shows each nominee’s entry as the review does: an uploaded clip the judge, no moderator, plays from its signed address; a linked one as a player at its time code', async () => {
    const video = isoVideo({ mediaBytes: 50_000 });
    const uploaded = await enter(server, applicant.id, { media: { videoId: await uploadedVideoId(server, applicant.token, video) }, timeCode: '0:42' });
    const linked = await enter(server, applicant.id, { media: { linkToMedia: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, timeCode: '1:23:45' });
    const round = await roundWith(server, { nominees: { 1: 3 }, applicationIds: { 1: [uploaded.id, linked.id, null] } });
    await assign(server, organiser.staffToken, judge.id, [[round.id, 1]]);

    const response = await sheet(server, judge.staffToken, round.id, 1);
    expect(response.status).toBe(200);
    const [upload, link, byHand] = JudgingSheet.parse(await response.json()).nominees;
    expect(upload).toMatchObject({ time_code: '0:42', clip: { kind: 'video', mime_type: 'video/mp4', url: expect.stringMatching(new RegExp(`^/api/v2/backstage/entries/${uploaded.id}/clip\\?expires=`)) } });
    expect(link).toMatchObject({ time_code: '1:23:45', clip: { kind: 'embed', provider: 'youtube', start_seconds: 5025 } });
    expect(byHand).toMatchObject({ clip: null, time_code: null });

    if (upload?.clip?.kind !== 'video') throw new Error('expected an uploaded clip');
    const played = await server.api(upload.clip.url, { headers: { range: 'bytes=0-99' } });
    expect(played.status).toBe(206);
    expect(Buffer.from(await played.arrayBuffer())).toEqual(video.subarray(0, 100));
  });
});
