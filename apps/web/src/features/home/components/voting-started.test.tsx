import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SidePanel } from '@/components/ui/side-panel/side-panel';
import { createQueryClient } from '@/lib/query-client';
import { currentVotingQueryOptions } from '../api/get-current-voting';
import { mockApi } from '@/test/api-fixtures';
import { VOTING_STARTED_SHOWN_KEY } from '../voting-popup-shown';
import { VotingStarted } from './voting-started';

const round = { id: 1, kind: 'longlist', starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-10T00:00:00Z', reveals_at: '2026-12-12T00:00:00Z', status: 'open' };

/** The home page's notice, with the sign-in panel open at first, as a visit to /signin has it. */
function Home({ panelAtFirst }: { panelAtFirst: boolean }) {
  const [panel, setPanel] = useState(panelAtFirst);
  return (
    <>
      <button type="button" onClick={() => setPanel(true)}>
        Sign in
      </button>
      <SidePanel open={panel} onClose={() => setPanel(false)} label="Sign in">
        <input aria-label="Email" />
      </SidePanel>
      <VotingStarted firstNominationId={1} />
    </>
  );
}

function renderHome(panelAtFirst: boolean) {
  mockApi({ 'api/v2/voting/current': { status: 200, body: { round, next_round: null } } });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Home panelAtFirst={panelAtFirst} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const roundKnown = () => waitFor(() => expect(queryClient.getQueryData(currentVotingQueryOptions().queryKey)?.round).toBeTruthy());
  return { user: userEvent.setup(), roundKnown };
}

const notice = () => screen.queryByRole('dialog', { name: 'Voting period started' });

afterEach(() => sessionStorage.clear());

// The notice's code loads on demand, which on a busy machine takes seconds: more than the default 5.
describe("'Voting period started'", { timeout: 15_000 }, () => {
  it('waits while a panel is open, shows once it has closed, and gives focus back when closed', async () => {
    // The notice's code is already loaded, so nothing but the layer holds it back.
    await import('./voting-started-popup');
    const { user, roundKnown } = renderHome(true);
    const panel = screen.getByRole('dialog', { name: 'Sign in' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await roundKnown();
    // Left alone, the notice would be on screen well within this time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(notice()).toBeNull();
    expect(sessionStorage.getItem(VOTING_STARTED_SHOWN_KEY)).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Voting period started' }, { timeout: 5000 })).toBeInTheDocument();
    // Focus moves in as the layer takes the dialog, which may be a moment after it is on the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vote now' })).toHaveFocus());
    expect(sessionStorage.getItem(VOTING_STARTED_SHOWN_KEY)).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(notice()).toBeNull());
    await waitFor(() => expect(document.body).toHaveFocus());
  });

  it('shows at once when no panel is open, with the round’s end in the show’s zone, and Escape returns focus to where it was', async () => {
    const { user } = renderHome(false);
    screen.getByRole('button', { name: 'Sign in' }).focus();
    const dialog = await screen.findByRole('dialog', { name: 'Voting period started' }, { timeout: 5000 });
    expect(within(dialog).getByText(/^Longlist voting is open until December 10, 2026, 1:00\sAM CET\.$/)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(notice()).toBeNull());
    // Focus goes back as the layer lets go of the dialog, which may be a moment after it leaves the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus());
  });
});
