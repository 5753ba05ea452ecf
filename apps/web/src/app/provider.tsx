import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { NotificationsProvider } from '@/components/ui/notification/notifications';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Server state, translations and notifications for the whole app (and for component tests). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
