import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePanelOpen } from '@/lib/dialog-layer';
import { AuthPanelOutlet } from './auth-panel-outlet';
import type { RouteHandle } from './route-handle';

function PanelState() {
  return <p>{usePanelOpen() ? 'panel open' : 'no panel'}</p>;
}

function renderAt(path: string) {
  const page = () => (
    <>
      <PanelState />
      <AuthPanelOutlet />
    </>
  );
  const routes = [
    { path: '/home', Component: page, handle: {} satisfies RouteHandle },
    { path: '/signin', Component: page, handle: { authPanel: 'signin' } satisfies RouteHandle },
  ];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('the auth panel outlet', () => {
  it("counts its route's panel as open from the first render, before the panel's code has loaded", () => {
    renderAt('/signin');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('panel open')).toBeInTheDocument();
  });

  it('holds nothing on a route without a panel', () => {
    renderAt('/home');
    expect(screen.getByText('no panel')).toBeInTheDocument();
  });
});
