import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDialog, usePanelOpen, usePanelOpening, type DialogKind } from './dialog-layer';

/** A bare dialog on the layer: it closes at once (no exit animation), by Escape or by its close button. */
function Dialog({ name, kind = 'popup', onClose, children }: { name: string; kind?: DialogKind; onClose: () => void; children?: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  const dismiss = useDialog(element, true, kind, onClose);
  return (
    <div ref={element} role="dialog" aria-label={name} tabIndex={-1}>
      <button type="button" onClick={dismiss}>
        Close {name}
      </button>
      {children}
    </div>
  );
}

/** An opener, a panel opened from it, and a popup opened from inside the panel. */
function Stack() {
  const [panel, setPanel] = useState(false);
  const [popup, setPopup] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPanel(true)}>
        Sign in
      </button>
      {panel && (
        <Dialog name="Panel" kind="panel" onClose={() => setPanel(false)}>
          <button type="button" onClick={() => setPopup(true)}>
            Submit
          </button>
          <button type="button" onClick={() => setPanel(false)}>
            Leave
          </button>
        </Dialog>
      )}
      {popup && (
        <Dialog name="Popup" onClose={() => setPopup(false)}>
          <button type="button" onClick={() => setPanel(false)}>
            Close the panel under me
          </button>
        </Dialog>
      )}
    </>
  );
}

async function openBoth() {
  const user = userEvent.setup();
  render(<Stack />);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return user;
}

describe('the dialog layer', () => {
  it('closes only the topmost dialog on Escape, then the one under it on the next', async () => {
    const user = await openBoth();
    expect(screen.getByRole('dialog', { name: 'Popup' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Popup' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Panel' })).toBeNull();
  });

  it('makes a covered dialog inert, and its close button (or outside) closes nothing while covered', async () => {
    const user = await openBoth();
    const panel = screen.getByRole('dialog', { name: 'Panel' });
    expect(panel).toHaveAttribute('inert');
    expect(screen.getByRole('dialog', { name: 'Popup' })).not.toHaveAttribute('inert');
    // A click that reaches it anyway (jsdom does not enforce inert) is refused by the layer.
    fireEvent.click(screen.getByRole('button', { name: 'Close Panel' }));
    expect(panel).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(panel).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Close Panel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to where it was before each dialog opened', async () => {
    const user = await openBoth();
    expect(screen.getByRole('button', { name: 'Close Popup' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('keeps Tab inside the topmost dialog', async () => {
    const user = await openBoth();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close the panel under me' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close Popup' })).toHaveFocus();
  });

  it('lets a dialog close under the top one without taking its focus, and passes its focus return up', async () => {
    const user = await openBoth();
    await user.click(screen.getByRole('button', { name: 'Close the panel under me' }));
    expect(screen.queryByRole('dialog', { name: 'Panel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close the panel under me' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });
});

function PanelState() {
  return <p>{usePanelOpen() ? 'panel open' : 'no panel'}</p>;
}

function Opening({ active }: { active: boolean }) {
  usePanelOpening(active);
  return null;
}

describe('whether a panel is open', () => {
  it('counts open panels and panels whose route has opened them, not popups', () => {
    const view = render(<PanelState />);
    expect(screen.getByText('no panel')).toBeInTheDocument();

    view.rerender(
      <>
        <PanelState />
        <Dialog name="Popup" onClose={() => {}} />
      </>,
    );
    expect(screen.getByText('no panel')).toBeInTheDocument();

    view.rerender(
      <>
        <PanelState />
        <Dialog name="Panel" kind="panel" onClose={() => {}} />
      </>,
    );
    expect(screen.getByText('panel open')).toBeInTheDocument();

    view.rerender(
      <>
        <PanelState />
        <Opening active />
      </>,
    );
    expect(screen.getByText('panel open')).toBeInTheDocument();

    act(() =>
      view.rerender(
        <>
          <PanelState />
          <Opening active={false} />
        </>,
      ),
    );
    expect(screen.getByText('no panel')).toBeInTheDocument();
  });
});
