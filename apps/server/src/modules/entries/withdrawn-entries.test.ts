import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EntryDetail, EntryPage } from '@awards/contracts';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { deleteOwnAccount } from '../../../test/personal-data';
import { expectError } from '../../../test/voting';
import { applicantFor, clearEntries, decide, enter } from '../../../test/review';

describe('an entry whose applicant deleted their account', () => {
  const server = useTestServer();
  let organiser: { staffToken: string };
  beforeAll(async () => {
    organiser = await createStaffMember(server, 'withdrawn-organiser@awards.test', ['organiser']);
  });
  beforeEach(() => clearEntries(server));

  /** An applicant's two entries, the first declined, then the applicant's account deleted; and another applicant's entry for the same streamer. */
  async function withdrawnEntries() {
    const applicant = await applicantFor(server, `withdrawn-${Date.now()}`);
    const declined = await enter(server, applicant.id, { linkToPage: 'https://twitch.tv/calmcat', comments: 'My own words' });
    const waiting = await enter(server, applicant.id);
    const other = await applicantFor(server, `staying-${Date.now()}`);
    const standing = await enter(server, other.id, { linkToPage: 'https://twitch.tv/calmcat' });
    expect((await decide(server, organiser.staffToken, declined.id, { status: 'declined', reason: 'duplicate', note: 'Sent twice' })).status).toBe(200);
    expect((await deleteOwnAccount(server, applicant.token, applicant.email)).status).toBe(200);
    return { declined, waiting, standing };
  }

  const entryPage = async (id: number) => EntryDetail.parse(await (await backstage(server, organiser.staffToken, `/api/v2/backstage/entries/${id}`)).json());

  it('stays in the review queue, withdrawn, its applicant shown as nobody, and the queue can show only those', async () => {
    const { declined, waiting } = await withdrawnEntries();
    const response = await backstage(server, organiser.staffToken, '/api/v2/backstage/entries?status=withdrawn');
    expect(response.status).toBe(200);
    const queue = EntryPage.parse(await response.json());
    expect(queue.items.map((row) => [row.id, row.status, row.applicant_id, row.applicant_name, row.applicant_email])).toEqual([
      [declined.id, 'withdrawn', null, null, null],
      [waiting.id, 'withdrawn', null, null, null],
    ]);
  });

  it('keeps its page, with the decision it had and no comments, beside the other entries for the same streamer', async () => {
    const { declined, standing } = await withdrawnEntries();
    const page = await entryPage(declined.id);
    expect(page).toMatchObject({ status: 'withdrawn', applicant_id: null, applicant_email: null, comments: null, decision: { status: 'declined', reason: 'duplicate', note: 'Sent twice' } });
    expect(page.same_applicant).toEqual([]);
    expect(page.same_streamer.map((row) => row.id)).toEqual([standing.id]);
    expect((await entryPage(standing.id)).same_streamer).toEqual([expect.objectContaining({ id: declined.id, status: 'withdrawn', applicant_name: null })]);
  });

  it('is decided no more: one alone is refused with 409, and a selection leaves it as it is', async () => {
    const { declined, waiting } = await withdrawnEntries();
    await expectError(await decide(server, organiser.staffToken, waiting.id, { status: 'approved' }), 409, 'entry_withdrawn');
    const bulk = await backstage(server, organiser.staffToken, '/api/v2/backstage/entries/decisions', { method: 'POST', body: { ids: [declined.id, waiting.id], status: 'approved' } });
    expect(await bulk.json()).toEqual({ decided: 0, mails: 0, unchanged: 2 });
    expect((await entryPage(waiting.id)).status).toBe('withdrawn');
  });
});
