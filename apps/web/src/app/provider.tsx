import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { NotificationsProvider } from '@/components/ui/notification/notifications';
import { i18n as siteI18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';

/** Queries whose answer belongs to the signed-in user start with this key. */
export const USER_QUERY_KEY = 'user';

/**
 * Server state, translations and notifications for the whole app (and for component tests). The
 * server's page renderer draws pages in several languages at once, each with its own `i18n`.
 */
export function AppProvider({ queryClient, i18n = siteI18n, children }: { queryClient: QueryClient; i18n?: I18n; children: ReactNode }) {
  // One user's data must not outlive their session: a sign-in, sign-out or 401 drops it.
  useEffect(() => storage.token.subscribe(() => queryClient.removeQueries({ queryKey: [USER_QUERY_KEY] })), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
