import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the profile', () => {
  it('shows the counts from /me and every application with its nomination, status and date', async () => {
    mockApi();
    localStorage.setItem('token', testToken());
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(stat('Applications')).toHaveTextContent('2');
    expect(stat('Votes')).toHaveTextContent('5');
    expect(stat('Guesses')).toHaveTextContent('1');

    const panel = screen.getByRole('tabpanel', { name: /All applications/ });
    const cards = within(panel).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'GiggleGrenade' })).toBeVisible();
    expect(first).toHaveTextContent('Under review');
    expect(await within(first).findByText('Most hilarious reaction')).toBeVisible();
    expect(within(first).getByText(/^\d{2}\.\d{2}\.\d{4}$/)).toHaveAttribute('datetime', '2026-11-20T10:00:00Z');
    expect(second).toHaveTextContent('Approved');
    expect(second).toHaveTextContent('Uploaded video');
    expect(second).toHaveTextContent('01:02:03');
  });

  it("filters to the approved ones under 'Only approved', by click or arrow key", async () => {
    mockApi();
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    renderApp('/profile');
    const accepted = await screen.findByRole('tab', { name: /Only approved/ });
    expect(accepted).toHaveTextContent('1');
    await user.click(accepted);
    expect(accepted).toHaveAttribute('aria-selected', 'true');
    const cards = within(screen.getByRole('tabpanel')).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['SparkVixen']);

    await user.keyboard('{ArrowLeft}');
    const all = screen.getByRole('tab', { name: /All applications/ });
    expect(all).toHaveFocus();
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(2);
  });

  it('tells why a declined application was declined', async () => {
    const declined = { id: 3, nickname: 'CalmCat', status: 'declined', decline_reason: 'video_not_2025', link_to_page: 'https://twitch.example/calm', link_to_media: 'https://clips.example/3', video_id: null, comments: null, nomination_id: 1, time_code: null, created_at: '2026-11-22T10:00:00Z' };
    mockApi({ 'api/v2/application/': { status: 200, body: [declined] } });
    localStorage.setItem('token', testToken());
    renderApp('/profile');
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Declined');
    expect(within(card).getByText('Reason').nextElementSibling).toHaveTextContent('The video is not from 2025.');
  });

  it('shows an empty state for each tab, with the way to apply', async () => {
    mockApi({ 'api/v2/application/': { status: 200, body: [] } });
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    renderApp('/profile');
    expect(await screen.findByText(/You haven't applied yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a nomination' })).toHaveAttribute('href', '/home#nominations');
    await user.click(screen.getByRole('tab', { name: /Only approved/ }));
    expect(screen.getByText(/None of your applications has been approved yet/)).toBeVisible();
  });

  it('leads back home', async () => {
    mockApi();
    localStorage.setItem('token', testToken());
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
