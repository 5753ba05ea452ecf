import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MODERATOR, openBackstage, requests, resetSession, row } from '../testing/review-fixtures';

afterEach(resetSession);

const ENTRY = {
  ...row(5, { nickname: 'GiggleGrenade', link_to_media: 'https://www.twitch.tv/videos/123456', language: 'PT' }),
  comments: 'The chair gives way at 1:02',
  time_code: '1:02',
  clip: { kind: 'embed', provider: 'twitch', url: 'https://player.twitch.tv/?video=v123456&t=0h1m2s', start_seconds: 62 },
  decision: null,
  same_streamer: [row(8, { nickname: 'GiggleGrenade', applicant_name: 'Otto Other', nomination_id: 2 })],
  same_applicant: [],
};
const DECLINED = { ...ENTRY, status: 'declined', decision: { status: 'declined', reason: 'off_topic', note: 'Wrong nomination', decided_at: '2026-11-21T10:00:00Z', decided_by_name: 'Mo Derator' } };

const openEntry = (entry: object, overrides = {}, self?: object) => openBackstage('/backstage/entries/5', { 'api/v2/backstage/entries/5': { status: 200, body: entry }, ...overrides }, self);
const decisions = (api: Parameters<typeof requests>[0]) => requests(api).filter((call) => call.method === 'POST');

describe("an entry's page", () => {
  it('shows what was sent, who sent it, and the other entries for the same streamer and by the same applicant', async () => {
    await openEntry(ENTRY);
    expect(screen.getByRole('heading', { level: 1, name: 'GiggleGrenade' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(await within(details).findByText('Most hilarious reaction')).toBeVisible();
    expect(details).toHaveTextContent('The chair gives way at 1:02');
    expect(details).toHaveTextContent('lena@example.com');
    expect(details).toHaveTextContent('PT');
    expect(screen.getByRole('region', { name: 'Decision' })).toHaveTextContent('No decision yet.');
    const sameStreamer = screen.getByRole('region', { name: "Other applications for this streamer's page" });
    expect(within(sameStreamer).getByRole('link', { name: 'GiggleGrenade' })).toHaveAttribute('href', '/backstage/entries/8');
    expect(sameStreamer).toHaveTextContent('Otto Other');
    expect(screen.getByRole('region', { name: "The applicant's other applications" })).toHaveTextContent('None.');
  });

  it('shows an entry whose applicant deleted their account as withdrawn, by a deleted account, with its decision and no way to decide it', async () => {
    const withdrawn = { ...DECLINED, status: 'withdrawn', applicant_id: null, applicant_name: null, applicant_email: null, comments: null };
    await openEntry(withdrawn, {}, MODERATOR);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Applicant').nextElementSibling).toHaveTextContent('Deleted account');
    expect(within(details).getByText('Status').nextElementSibling).toHaveTextContent('Withdrawn');
    const decision = screen.getByRole('region', { name: 'Decision' });
    expect(decision).toHaveTextContent('Declined');
    expect(decision).toHaveTextContent('Wrong nomination');
    expect(decision).toHaveTextContent('The applicant deleted their account: this application is withdrawn and can no longer be decided.');
    expect(within(decision).queryByRole('button')).toBeNull();
  });

  it("loads a platform's player only when asked, telling Twitch the page's host", async () => {
    const { user } = await openEntry(ENTRY);
    const clip = screen.getByRole('region', { name: 'Clip' });
    expect(clip.querySelector('iframe')).toBeNull();
    expect(clip).toHaveTextContent('Nothing loads from Twitch until you press the button.');
    await user.click(within(clip).getByRole('button', { name: 'Load the Twitch player' }));
    const player = within(clip).getByTitle('Twitch player: GiggleGrenade');
    expect(player).toHaveAttribute('src', 'https://player.twitch.tv/?video=v123456&t=0h1m2s&parent=localhost');
  });

  it('plays an uploaded video in the page, from its signed address', async () => {
    await openEntry({ ...ENTRY, link_to_media: null, has_video: true, clip: { kind: 'video', url: '/api/v2/backstage/entries/5/clip?expires=1&signature=abc', mime_type: 'video/mp4' } });
    const video = screen.getByRole('region', { name: 'Clip' }).querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('src', '/api/v2/backstage/entries/5/clip?expires=1&signature=abc');
  });

  it('opens any other link in a new tab', async () => {
    await openEntry({ ...ENTRY, clip: { kind: 'link', url: 'https://clips.example/moment' } });
    expect(within(screen.getByRole('region', { name: 'Clip' })).getByRole('link', { name: /Open the clip/ })).toHaveAttribute('href', 'https://clips.example/moment');
  });

  it('approves the entry, says so, and shows the decision the server answers with', async () => {
    const approved = { ...ENTRY, status: 'approved', decision: { status: 'approved', reason: null, note: null, decided_at: '2026-11-21T10:00:00Z', decided_by_name: 'Ada Lovelace' } };
    const entry = { status: 200, body: ENTRY as object };
    const { api, user } = await openBackstage('/backstage/entries/5', { 'api/v2/backstage/entries/5': entry, 'api/v2/backstage/entries/5/decision': { status: 200, body: approved } });
    // What the server holds once the decision is in, read again after it.
    entry.body = approved;
    const panel = screen.getByRole('region', { name: 'Decision' });
    expect(panel).toHaveTextContent("The applicant is mailed in the application's language (PT).");
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    expect(await within(panel).findByText('Ada Lovelace')).toBeVisible();
    expect(panel).toHaveTextContent('Approved');
    expect(within(panel).getByRole('status')).toHaveTextContent(`Approved: ${ENTRY.nickname}. The applicant is being mailed.`);
    expect(decisions(api)).toMatchObject([{ path: 'api/v2/backstage/entries/5/decision', body: { status: 'approved' } }]);
  });

  it('declines only with a reason, the note optional', async () => {
    const entry = { status: 200, body: ENTRY as object };
    const { api, user } = await openBackstage('/backstage/entries/5', { 'api/v2/backstage/entries/5': entry, 'api/v2/backstage/entries/5/decision': { status: 200, body: DECLINED } });
    entry.body = DECLINED;
    const panel = screen.getByRole('region', { name: 'Decision' });
    await user.click(within(panel).getByRole('button', { name: 'Decline' }));
    await user.click(within(panel).getByRole('button', { name: 'Decline' }));
    expect(await within(panel).findByText('Choose why the application is declined')).toBeVisible();
    expect(within(panel).getByRole('radio', { name: 'Video not from 2025' })).toHaveFocus();
    expect(decisions(api)).toEqual([]);

    await user.click(within(panel).getByRole('radio', { name: 'Off topic' }));
    await user.click(within(panel).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(decisions(api)).toMatchObject([{ body: { status: 'declined', reason: 'off_topic' } }]));
    expect(await within(panel).findByText('Wrong nomination')).toBeVisible();
    expect(within(panel).getByRole('status')).toHaveTextContent(`Declined: ${ENTRY.nickname}. The applicant is being mailed.`);
  });

  it('lets an organiser change a decision, and says clearly when the server refuses it', async () => {
    const { api, user } = await openEntry(DECLINED, {
      'api/v2/backstage/entries/5/decision': { status: 409, body: { statusCode: 409, code: 'already_decided', message: 'This application has already been decided. Only an organiser can reverse a decision.' } },
    });
    const panel = screen.getByRole('region', { name: 'Decision' });
    expect(panel).toHaveTextContent('Mo Derator');
    expect(panel).toHaveTextContent('Off topic');
    expect(panel).toHaveTextContent('Wrong nomination');
    await user.click(within(panel).getByRole('button', { name: 'Change decision' }));
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This application has already been decided.');
    expect(decisions(api)).toMatchObject([{ body: { status: 'approved' } }]);
  });

  it('shows a moderator a decision without the way to change it', async () => {
    await openEntry(DECLINED, {}, MODERATOR);
    const panel = screen.getByRole('region', { name: 'Decision' });
    expect(panel).toHaveTextContent('Only an organiser can change a decision.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('says so when there is no such entry', async () => {
    await openBackstage('/backstage/entries/5', { 'api/v2/backstage/entries/5': { status: 404, body: { statusCode: 404, code: 'not_found', message: 'Not found' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'There is no such application.' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to the queue/ })).toHaveAttribute('href', '/backstage/entries');
  });
});
