import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const highlights = () => document.querySelector<HTMLElement>('#highlights')!;

describe("the home page's highlights and community", () => {
  it('show the figures of each edition organisers published, a tab per year in their order', async () => {
    mockApi({
      'content/items/highlights': {
        status: 200,
        body: {
          data: [
            { id: 3, year: 2025, applications: 91_000, votes: 300_000, viewers: 610_000 },
            { id: 1, year: 2024, applications: 88_000, votes: 281_000, viewers: 500_000 },
          ],
        },
      },
    });
    renderApp('/home');
    // The home page's code is its own chunk: the first render waits for it, unless an earlier test loaded it.
    // The nominations have tabs too, and may be drawn first.
    const editions = await screen.findByRole('tablist', { name: 'Edition' }, { timeout: 5000 });
    const tabs = within(editions).getAllByRole('tab');
    expect(highlights()).toContainElement(editions);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['2025', '2024']);
    expect(within(highlights()).getByRole('tabpanel')).toHaveTextContent('91K');
    await userEvent.click(tabs[1]!);
    expect(within(highlights()).getByRole('tabpanel')).toHaveTextContent('88K');
  });

  it('invites visitors to join the community at the link organisers set', async () => {
    mockApi();
    renderApp('/home');
    const join = await screen.findByRole('link', { name: /join/i }, { timeout: 5000 });
    expect(join).toHaveAttribute('href', 'https://community.example/join');
  });
});
