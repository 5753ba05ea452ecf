/* The app's start, loaded by main.tsx once the page has been painted. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { timerQueryOptions } from '@/entities/content/get-timer';
import { getConfig } from '@/lib/config';
import { takePreviewFromAddress } from '@/lib/content-preview';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';

// The config is checked first: without it nothing can load, and the error says why.
getConfig();
// A tab the backstage opened in preview reads the draft from its very first read.
takePreviewFromAddress();
const queryClient = createQueryClient();
const container = document.getElementById('root')!;

// The server drew the home page's first screen with the timer's texts (apps/server web module):
// the app's first render has them too, so swapping the drawn screen for the app's changes nothing.
const drawnFirstScreen = container.hasChildNodes();
await Promise.all([initI18n(), drawnFirstScreen && queryClient.prefetchQuery({ ...timerQueryOptions(), retry: false })]);

// A transition lets React render the page in slices, so a slow phone stays responsive meanwhile;
// the drawn screen stays in place until the app's is ready.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
