import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

const LOAD = { timeout: 5000 };
const ME = { id: 2, name: 'Mo Derator', email: 'mo@example.com', roles: ['moderator'], second_factor: 'confirmed', verified: true };
const MESSAGE = {
  id: 7,
  email: 'viewer@example.com',
  comments: 'When do the results come out?\nThanks!',
  language: 'SP',
  created_at: '2026-11-20T10:00:00Z',
  handled_at: null,
  handled_by_name: null,
  replies: 0,
};
const THREAD = { ...MESSAGE, thread: [] };
const REPLIED = {
  ...MESSAGE,
  handled_at: '2026-11-21T09:00:00Z',
  handled_by_name: 'Mo Derator',
  replies: 1,
  thread: [{ id: 1, body: 'On 3 January, live.', author_name: 'Mo Derator', created_at: '2026-11-21T09:00:00Z' }],
};

/** Every request to `path` (no query) with its method, query and JSON body. */
const sent = (api: ReturnType<typeof mockApi>, path: string) =>
  api.fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://site'), method: init?.method ?? 'GET', body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined }))
    .filter(({ url }) => url.pathname === `/${path}`)
    .map(({ url, method, body }) => ({ method, query: Object.fromEntries(url.searchParams), body }));

function signIn() {
  localStorage.setItem('token', testToken({ name: 'Mo Derator' }));
}

afterEach(() => localStorage.clear());

describe('the inbox', { timeout: 15_000 }, () => {
  it('lists the open messages first, pages through them, and switches to the handled ones', async () => {
    const api = mockApi({
      'api/v2/backstage/me': { status: 200, body: ME },
      'api/v2/backstage/messages': { status: 200, body: { items: [{ ...MESSAGE, replies: 2 }], total: 120, open_count: 3, page: 1, page_size: 50 } },
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/backstage/inbox');

    const table = await screen.findByRole('table', { name: 'Contact messages' }, LOAD);
    const row = within(table).getByText('viewer@example.com').closest('tr')!;
    expect(within(row).getByRole('link', { name: /When do the results come out/ })).toHaveAttribute('href', '/backstage/inbox/7');
    expect(row).toHaveTextContent('2 replies');
    expect(row).toHaveTextContent('Open');
    expect(screen.getByRole('tab', { name: 'Open 3' })).toHaveAttribute('aria-selected', 'true');
    expect(sent(api, 'api/v2/backstage/messages')[0]?.query).toEqual({ status: 'open', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(sent(api, 'api/v2/backstage/messages').at(-1)?.query).toEqual({ status: 'open', page: '2' }));

    await user.click(screen.getByRole('tab', { name: 'Handled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=handled'));
    await waitFor(() => expect(sent(api, 'api/v2/backstage/messages').at(-1)?.query).toEqual({ status: 'handled', page: '1' }));
  });

  it('shows a message with its thread, sends a reply by mail and shows the thread the server answers', async () => {
    const api = mockApi({
      'api/v2/backstage/me': { status: 200, body: ME },
      'api/v2/backstage/messages/7': { status: 200, body: THREAD },
      'api/v2/backstage/messages/7/replies': { status: 201, body: REPLIED },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/backstage/inbox/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact message' }, LOAD)).toBeVisible();
    expect(screen.getByText('From').nextElementSibling).toHaveTextContent('viewer@example.com');
    expect(screen.getByText(/When do the results come out\?/)).toBeVisible();
    expect(screen.getByText('Español')).toBeVisible();
    expect(screen.getByText('No reply has been sent yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(sent(api, 'api/v2/backstage/messages/7/replies')).toEqual([]);

    const field = screen.getByLabelText('Your reply');
    expect(field).toHaveAccessibleDescription(/Sent by email to viewer@example.com/);
    await user.type(field, 'On 3 January, live.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Your reply has been sent to viewer@example.com.')).toBeVisible();
    expect(sent(api, 'api/v2/backstage/messages/7/replies')).toEqual([{ method: 'POST', query: {}, body: { body: 'On 3 January, live.' } }]);
    const thread = screen.getByRole('region', { name: 'Replies' });
    expect(within(thread).getByRole('article')).toHaveTextContent('On 3 January, live.');
    expect(within(thread).getByRole('article')).toHaveTextContent('Mo Derator');
    expect(field).toHaveValue('');
    expect(screen.getByText(/Handled by Mo Derator/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeVisible();
  });

  it("keeps the reply and shows the server's words when the reply is refused", async () => {
    mockApi({
      'api/v2/backstage/me': { status: 200, body: ME },
      'api/v2/backstage/messages/7': { status: 200, body: THREAD },
      'api/v2/backstage/messages/7/replies': {
        status: 404,
        body: { statusCode: 404, code: 'not_found', message: 'This message no longer exists.' },
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/backstage/inbox/7');
    await user.type(await screen.findByLabelText('Your reply', {}, LOAD), 'Soon!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This message no longer exists.')).toBeVisible();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Soon!');
  });

  it('marks a message handled and opens it again', async () => {
    const overrides: Record<string, { status: number; body: unknown }> = {
      'api/v2/backstage/me': { status: 200, body: ME },
      'api/v2/backstage/messages/7': { status: 200, body: THREAD },
      'api/v2/backstage/messages/7/handled': { status: 200, body: { ...THREAD, handled_at: '2026-11-21T09:00:00Z', handled_by_name: 'Mo Derator' } },
    };
    const api = mockApi(overrides);
    signIn();
    const user = userEvent.setup();
    renderApp('/backstage/inbox/7');

    await user.click(await screen.findByRole('button', { name: 'Mark as handled' }, LOAD));
    expect(await screen.findByText('The message is marked as handled.')).toBeVisible();
    overrides['api/v2/backstage/messages/7/handled'] = { status: 200, body: THREAD };
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('The message is open again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeVisible();
    expect(sent(api, 'api/v2/backstage/messages/7/handled').map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'PUT', body: { handled: true } },
      { method: 'PUT', body: { handled: false } },
    ]);
  });
});
