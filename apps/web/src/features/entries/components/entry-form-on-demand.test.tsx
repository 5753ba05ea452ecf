import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { testToken } from '@/test/render-app';

const network = { offline: false, fetched: 0 };

/**
 * The page's form as a first visit gets it (the app taking a drawn page over) or as the app draws
 * it itself. Each render is a new visit: the modules that remember the form's code start afresh.
 */
async function visit({ drawn }: { drawn: boolean }) {
  vi.resetModules();
  // The form's own module, as the network brings it: counted, and refused while offline.
  vi.doMock('./entry-form', async (importOriginal) => {
    network.fetched += 1;
    if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const [{ EntryFormOnDemand }, { NotificationsProvider }, { whileHydrating }] = await Promise.all([
    import('./entry-form-on-demand'),
    import('@/components/ui/notification/notifications'),
    import('@/lib/hydration'),
  ]);
  const router = createMemoryRouter([{ path: '*', element: <EntryFormOnDemand nominationId={4} /> }], { initialEntries: ['/application-form/4'] });
  const page = () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </QueryClientProvider>,
    );
  return drawn ? whileHydrating(page) : page();
}

/** What the visitor presses or sends in the drawn form while its code is not in: the place it is kept in. */
const keptForm = () => screen.getByRole('status').parentElement!;

beforeEach(() => {
  network.offline = false;
  network.fetched = 0;
  localStorage.removeItem('token');
});

describe('the application form on a drawn page', () => {
  it('loads its code only once the visitor starts on it', async () => {
    await visit({ drawn: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.fetched).toBe(0);

    fireEvent.focusIn(keptForm());
    expect(await screen.findByLabelText(/Streamer's nickname/)).toBeInTheDocument();
    expect(network.fetched).toBe(1);
  });

  it('sent while its code cannot load, says the application did not go; sent again once it can, goes ahead', async () => {
    network.offline = true;
    await visit({ drawn: true });
    fireEvent.submit(keptForm());
    expect(await screen.findByRole('alert')).toHaveTextContent('Almost there! Try sending it again.');
    expect(screen.queryByLabelText(/Streamer's nickname/)).toBeNull();

    network.offline = false;
    fireEvent.submit(keptForm());
    // The held submit is the form's own once it is in: a guest is asked to sign in.
    expect(await screen.findByText('Please sign in or sign up to submit your application.')).toBeInTheDocument();
    expect(localStorage.getItem('pendingNominationId')).toBe('4');
  });

  it("loads at once for a signed-in visitor, whose details the guest's drawn form lacks", async () => {
    localStorage.setItem('token', testToken({ name: 'Lena Varga', email: 'lena@example.com' }));
    await visit({ drawn: true });
    expect(await screen.findByLabelText('Your name')).toHaveValue('Lena Varga');
  });
});

describe('the application form the app draws itself', () => {
  it('loads its code at once, showing a spinner meanwhile', async () => {
    await visit({ drawn: false });
    expect(within(screen.getByRole('status')).getByText('Loading…', { exact: false })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Streamer's nickname/)).toBeInTheDocument();
    expect(network.fetched).toBe(1);
  });
});
