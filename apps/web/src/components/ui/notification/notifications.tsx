import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Notification, type NotificationOptions } from './notification';
import './notification.css';

interface NotificationsApi {
  /** Shows a notification; it stays until closed. Returns its id for `dismiss`. */
  notify: (options: NotificationOptions) => number;
  dismiss: (id: number) => void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

/** Holds the notifications shown in the corner of every page; mounted once in the app's provider. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<(NotificationOptions & { id: number })[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const notify = useCallback((options: NotificationOptions) => {
    const id = nextId.current++;
    setItems((current) => [...current, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NotificationsContext.Provider value={api}>
      {children}
      <div className="notifications">
        {items.map(({ id, ...options }) => (
          <Notification key={id} {...options} onDismissed={() => dismiss(id)} />
        ))}
      </div>
    </NotificationsContext.Provider>
  );
}

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications needs the NotificationsProvider (app/provider.tsx)');
  return api;
}
