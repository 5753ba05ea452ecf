import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOAD, QUEUE, openBackstage, requests, resetSession, row } from '../testing/review-fixtures';

afterEach(resetSession);

const queueReads = (api: Parameters<typeof requests>[0]) => requests(api).filter((call) => call.method === 'GET' && call.path === 'api/v2/backstage/entries');
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('the review queue', () => {
  it('lists each entry with its nomination, streamer and links, applicant, language, age and status', async () => {
    await openBackstage('/backstage/entries');
    const table = await screen.findByRole('table', { name: 'Applications' }, LOAD);
    const giggle = rowOf('GiggleGrenade');
    expect(within(giggle).getByText('Most hilarious reaction')).toBeVisible();
    expect(within(giggle).getByRole('link', { name: /twitch\.tv\/streamer1/ })).toHaveAttribute('target', '_blank');
    expect(giggle).toHaveTextContent('Lena Varga');
    expect(giggle).toHaveTextContent('lena@example.com');
    expect(giggle).toHaveTextContent('received 41 hr. ago');
    expect(giggle).toHaveTextContent('Under review');
    expect(rowOf('SparkVixen')).toHaveTextContent('RU');
    expect(rowOf('SparkVixen')).toHaveTextContent('Overdue');
    expect(rowOf('CalmCat')).toHaveTextContent('Uploaded video');
    expect(within(table).getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows a withdrawn entry by a deleted account, filters to those, and keeps the keys from deciding it', async () => {
    const withdrawn = { ...QUEUE, items: [row(4, { nickname: 'GoneGhost', status: 'withdrawn', applicant_id: null, applicant_name: null, applicant_email: null })], total: 1 };
    const { user, router } = await openBackstage('/backstage/entries', { 'api/v2/backstage/entries': { status: 200, body: withdrawn } });
    await screen.findByRole('table', {}, LOAD);
    expect(rowOf('GoneGhost')).toHaveTextContent('Deleted account');
    expect(rowOf('GoneGhost')).toHaveTextContent('Withdrawn');
    await user.keyboard('ja');
    expect(await screen.findByRole('alert')).toHaveTextContent('The application for GoneGhost is withdrawn: its applicant deleted their account.');
    await user.selectOptions(screen.getByLabelText('Status'), 'Withdrawn');
    await waitFor(() => expect(router.state.location.search).toBe('?status=withdrawn'));
  });

  it('keeps its filters, order and page in the address, and asks the server for them', async () => {
    const { api, user, router } = await openBackstage('/backstage/entries');
    await screen.findByRole('table', {}, LOAD);

    await user.selectOptions(screen.getByLabelText('Status'), 'Declined');
    await waitFor(() => expect(router.state.location.search).toBe('?status=declined'));
    await user.type(screen.getByLabelText('Search'), 'spark{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=declined&q=spark'));
    await user.click(screen.getByRole('button', { name: 'Streamer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=declined&q=spark&sort=nickname'));
    await waitFor(() => expect(queueReads(api).at(-1)?.query).toEqual({ status: 'declined', q: 'spark', sort: 'nickname', order: 'asc', page: '1', page_size: '50' }));
  });

  it('opens with the filters of its link, as after a reload', async () => {
    const { api } = await openBackstage('/backstage/entries?nomination_id=2&overdue=true&sort=status&order=desc&page=2');
    await screen.findByRole('table', {}, LOAD);
    expect(screen.getByLabelText('Nomination')).toHaveValue('2');
    expect(screen.getByLabelText('Only those waiting too long')).toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'descending');
    expect(queueReads(api)[0]!.query).toMatchObject({ nomination_id: '2', overdue: 'true', sort: 'status', order: 'desc', page: '2' });
  });

  it('counts the entries past the promise at the top, as a link to them', async () => {
    const { user, router } = await openBackstage('/backstage/entries?status=approved');
    await user.click(await screen.findByRole('link', { name: '1 application has waited longer than 60 hours' }, LOAD));
    await waitFor(() => expect(router.state.location.search).toBe('?overdue=true'));
  });

  it('decides a selection in bulk: the preview of what changes and whom it mails, the reason, then the list again', async () => {
    const { api, user } = await openBackstage('/backstage/entries', {
      'api/v2/backstage/entries/decisions/preview': { status: 200, body: { mails: 2, by_language: { EN: 1, RU: 1 }, unchanged: 0 } },
      'api/v2/backstage/entries/decisions': { status: 200, body: { decided: 2, mails: 2, unchanged: 0 } },
    });
    await screen.findByRole('table', {}, LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select the application for GiggleGrenade' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the application for SparkVixen' }));
    const bar = screen.getByRole('region', { name: 'With the selected applications' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Decline' }));

    const dialog = await screen.findByRole('dialog', { name: 'Decline the selected applications?' });
    expect(await within(dialog).findByText('2 applications will change.')).toBeVisible();
    expect(within(dialog).getByText('2 applicants will be mailed: 1 EN, 1 RU.')).toBeVisible();
    expect(requests(api).find((call) => call.path.endsWith('/preview'))?.body).toEqual({ ids: [1, 2], status: 'declined' });

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Choose why the application is declined')).toBeVisible();
    expect(requests(api).some((call) => call.path === 'api/v2/backstage/entries/decisions')).toBe(false);

    const readsBefore = queueReads(api).length;
    await user.click(within(dialog).getByRole('radio', { name: 'Duplicate' }));
    await user.type(within(dialog).getByLabelText(/Note to the applicant/), 'Sent twice');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('2 applications decided.')).toBeVisible();
    expect(requests(api).find((call) => call.path === 'api/v2/backstage/entries/decisions')?.body).toEqual({ ids: [1, 2], status: 'declined', reason: 'duplicate', note: 'Sent twice' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'With the selected applications' })).not.toBeInTheDocument();
    await waitFor(() => expect(queueReads(api).length).toBeGreaterThan(readsBefore));
  });

  it('approves a selection once the preview is confirmed', async () => {
    const { api, user } = await openBackstage('/backstage/entries', {
      'api/v2/backstage/entries/decisions/preview': { status: 200, body: { mails: 1, by_language: { EN: 1 }, unchanged: 1 } },
      'api/v2/backstage/entries/decisions': { status: 200, body: { decided: 1, mails: 1, unchanged: 1 } },
    });
    await screen.findByRole('table', {}, LOAD);
    await user.click(screen.getByRole('checkbox', { name: 'Select the applications on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the selected applications?' });
    expect(await within(dialog).findByText('1 applicant will be mailed: 1 EN.')).toBeVisible();
    expect(within(dialog).getByText(/^1 stays as it is/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('1 application decided.')).toBeVisible();
    expect(requests(api).find((call) => call.path === 'api/v2/backstage/entries/decisions')?.body).toEqual({ ids: [1, 2, 3], status: 'approved' });
  });
});

describe("the queue's keys", () => {
  it('move the active row with j and k, and say which keys there are', async () => {
    const { user } = await openBackstage('/backstage/entries');
    await screen.findByRole('table', {}, LOAD);
    expect(screen.getByText('next / previous')).toBeInTheDocument();
    await user.keyboard('jj');
    expect(rowOf('SparkVixen')).toHaveAttribute('aria-current', 'true');
    await user.keyboard('k');
    expect(rowOf('GiggleGrenade')).toHaveAttribute('aria-current', 'true');
    expect(rowOf('SparkVixen')).not.toHaveAttribute('aria-current');
  });

  it('approve the active row with a', async () => {
    const { api, user } = await openBackstage('/backstage/entries', { 'api/v2/backstage/entries/2/decision': { status: 200, body: {} } });
    await screen.findByRole('table', {}, LOAD);
    await user.keyboard('jja');
    expect(await screen.findByText('Approved: SparkVixen. The applicant is being mailed.')).toBeVisible();
    expect(requests(api).find((call) => call.method === 'POST')).toMatchObject({ path: 'api/v2/backstage/entries/2/decision', body: { status: 'approved' } });
  });

  it('ask the reason with d before declining', async () => {
    const { api, user } = await openBackstage('/backstage/entries', { 'api/v2/backstage/entries/1/decision': { status: 200, body: {} } });
    await screen.findByRole('table', {}, LOAD);
    await user.keyboard('jd');
    const dialog = await screen.findByRole('dialog', { name: 'Decline the application for GiggleGrenade?' });
    expect(requests(api).some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: 'Broken link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined: GiggleGrenade. The applicant is being mailed.')).toBeVisible();
    expect(requests(api).find((call) => call.method === 'POST')).toMatchObject({ path: 'api/v2/backstage/entries/1/decision', body: { status: 'declined', reason: 'broken_link' } });
  });

  it('leave a decided entry to its own page, and open it with o', async () => {
    const { api, user, router } = await openBackstage('/backstage/entries?q=cat', { 'api/v2/backstage/entries/3': { status: 404 } });
    await screen.findByRole('table', {}, LOAD);
    await user.keyboard('jjja');
    expect(await screen.findByRole('alert')).toHaveTextContent('The application for CalmCat already has a decision');
    expect(requests(api).some((call) => call.method === 'POST')).toBe(false);
    await user.keyboard('o');
    await waitFor(() => expect(router.state.location.pathname).toBe('/backstage/entries/3'));
    expect(await screen.findByRole('link', { name: /Back to the queue/ }, LOAD)).toHaveAttribute('href', '/backstage/entries?q=cat');
  });

  it('do nothing while typing in a field', async () => {
    const { user } = await openBackstage('/backstage/entries');
    await screen.findByRole('table', {}, LOAD);
    await user.type(screen.getByLabelText('Search'), 'jja');
    expect(screen.getByLabelText('Search')).toHaveValue('jja');
    expect(screen.getAllByRole('row').some((tr) => tr.hasAttribute('aria-current'))).toBe(false);
  });
});
