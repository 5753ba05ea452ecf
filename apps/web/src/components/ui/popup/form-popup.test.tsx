import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormPopup } from './form-popup';

function Harness({ busy = false, cancelFirst = false, onSend }: { busy?: boolean; cancelFirst?: boolean; onSend: (reason: string) => void }) {
  return (
    <FormPopup open onClose={() => {}} title="Hold these votes out?" submitLabel="Hold out" busy={busy} cancelFirst={cancelFirst}>
      {(formId) => (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            onSend(new FormData(event.currentTarget).get('reason') as string);
          }}
        >
          <label>
            Reason <input name="reason" defaultValue="One address, five accounts" />
          </label>
        </form>
      )}
    </FormPopup>
  );
}

describe('a popup asking for a form', () => {
  it('sends the form from its submit button, among the actions, and Enter in a field does too', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Hold out' }));
    expect(onSend).toHaveBeenLastCalledWith('One address, five accounts');
    await user.type(screen.getByLabelText('Reason'), '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('cannot be sent again while its request is on its way', () => {
    render(<Harness busy onSend={() => {}} />);
    expect(screen.getByRole('button', { name: 'Hold out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('starts on Cancel for a step that cannot be undone, and on its close button otherwise', () => {
    const { unmount } = render(<Harness cancelFirst onSend={() => {}} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    unmount();
    render(<Harness onSend={() => {}} />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
