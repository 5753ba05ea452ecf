import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popup } from '../popup/popup';
import { SidePanel } from './side-panel';

/** A sign-in panel whose Sign in shows an error popup over it, as the auth panels do. */
function Harness() {
  const [panel, setPanel] = useState(false);
  const [failure, setFailure] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPanel(true)}>
        Sign in
      </button>
      <SidePanel open={panel} onClose={() => setPanel(false)} label="Sign in">
        <button type="button" onClick={() => setFailure(true)}>
          Sign in
        </button>
        <Popup open={failure} tone="error" title="Wrong password" onClose={() => setFailure(false)}>
          Try again.
        </Popup>
      </SidePanel>
    </>
  );
}

const afterExit = () => act(() => vi.advanceTimersByTime(300));

async function openPopupOverPanel() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Sign in' })).getByRole('button', { name: 'Sign in' }));
  expect(screen.getByRole('alertdialog', { name: 'Wrong password' })).toBeInTheDocument();
  return user;
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('a popup over a side panel', () => {
  it('is the one Escape closes; the panel stays, and the next Escape closes it', async () => {
    const user = await openPopupOverPanel();
    await user.keyboard('{Escape}');
    afterExit();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Sign in' })).getByRole('button', { name: 'Sign in' })).toHaveFocus();

    await user.keyboard('{Escape}');
    afterExit();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it("is the one a click outside closes, and the panel's close button does nothing while covered", async () => {
    await openPopupOverPanel();
    const panel = screen.getByRole('dialog', { name: 'Sign in' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    fireEvent.click(document.querySelector('.side-panel__backdrop')!);
    afterExit();
    expect(panel).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    fireEvent.click(document.querySelector('.popup')!);
    afterExit();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(panel).toBeInTheDocument();
  });
});
