import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from './route-handle';

/**
 * The outlet at `path` on a page's first visit. Its modules are imported anew for each render:
 * the panel's code, once an earlier test has loaded it, is kept by the module for good.
 */
async function renderAt(path: string) {
  vi.resetModules();
  const [{ usePanelOpen }, { AuthPanelOutlet }] = await Promise.all([import('@/lib/dialog-layer'), import('./auth-panel-outlet')]);
  function Page() {
    return (
      <>
        <p>{usePanelOpen() ? 'panel open' : 'no panel'}</p>
        <AuthPanelOutlet />
      </>
    );
  }
  const routes = [
    { path: '/home', Component: Page, handle: {} satisfies RouteHandle },
    { path: '/signin', Component: Page, handle: { authPanel: 'signin' } satisfies RouteHandle },
  ];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('the auth panel outlet', () => {
  it("counts its route's panel as open from the first render, before the panel's code has loaded", async () => {
    await renderAt('/signin');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('panel open')).toBeInTheDocument();
  });

  it('holds nothing on a route without a panel', async () => {
    await renderAt('/home');
    expect(screen.getByText('no panel')).toBeInTheDocument();
  });
});
