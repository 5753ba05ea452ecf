import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { NotificationsProvider, useNotifications } from './notifications';
import type { NotificationOptions } from './notification';

function Trigger(options: NotificationOptions) {
  const { notify } = useNotifications();
  return (
    <button type="button" onClick={() => notify(options)}>
      show
    </button>
  );
}

const show = async (options: NotificationOptions, fakeTimers = false) => {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  render(
    <NotificationsProvider>
      <Trigger {...options} />
    </NotificationsProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'show' }));
  return user;
};

afterEach(async () => {
  vi.useRealTimers();
  await setLanguage('EN');
});

describe('a notification', () => {
  it('is titled with its upper-cased type by default, in the visitor language', async () => {
    await setLanguage('RU');
    await show({ type: 'error', text: 'Что-то пошло не так' });
    expect(screen.getByRole('alert')).toHaveTextContent('ОШИБКА');
  });

  it('keeps a given title and always has a close button', async () => {
    await show({ type: 'success', title: 'Authentication Required', text: 'Please sign in.' });
    expect(screen.getByRole('status')).toHaveTextContent('Authentication Required');
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'View' })).toBeNull();
  });

  it('runs VIEW, then closes and reports the close after 300 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onView = vi.fn();
    const onClose = vi.fn();
    const user = await show({ type: 'success', text: "Your entry's in!", onView, onClose }, true);
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
