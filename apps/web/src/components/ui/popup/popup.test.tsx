import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popup } from './popup';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Send
      </button>
      <Popup
        open={open}
        tone="success"
        title="New password sent!"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        actions={(close) => (
          <button type="button" onClick={close} data-autofocus>
            Sign in
          </button>
        )}
      >
        Check your inbox.
      </Popup>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('a popup', () => {
  it('is a modal dialog named by its title and described by its text', async () => {
    const user = userEvent.setup();
    render(<Harness onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('dialog', { name: 'New password sent!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Check your inbox.');
  });

  it('takes the focus, keeps it inside on Tab, and gives it back when closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness onClose={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Send' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await user.keyboard('{Escape}');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes 300 ms after Escape, not before', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(299));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
