/*
 * The backstage's entry (backstage.html), built apart from the site's (vite.config.ts), so none of
 * its code, styles or route table reaches the public pages. The server answers /backstage and the
 * paths below it with this page.
 */
import '@/styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getConfig } from '@/lib/config';
import { initI18n } from '@/lib/i18n';
// Its pages check search parameters with the contracts' schemas too, before any form has loaded zod.
import '@/lib/zod';
import { BackstageRoot, createBackstageQueryClient } from './backstage-root';

// The config is checked first: without it nothing can load, and the error says why.
getConfig();
const queryClient = createBackstageQueryClient();
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BackstageRoot queryClient={queryClient} />
  </StrictMode>,
);
