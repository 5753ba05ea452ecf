/* The app's start, loaded by main.tsx once the page has been painted. */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { getConfig } from '@/lib/config';
import { inPreview, takePreviewFromAddress } from '@/lib/content-preview';
import { nextTask, whileHydrating } from '@/lib/hydration';
import { loadDateData } from '@/lib/format';
import { initI18n, localeOf, setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { App } from './app';
import { readPageData, type PageData } from './page-data';
import { mergedHandle } from './route-handle';
import { createHydratingRouter } from './router';

/** The app takes the page the server drew over as it is: same language, same answers, same routes. */
async function takeOver(container: HTMLElement, queryClient: QueryClient, drawn: PageData) {
  // Each step below is a task of its own, so a slow phone handles a tap in between: setting up the
  // router (which asks for the page's code) or i18n (its catalogue) costs it tens of milliseconds,
  // and the page's code has just run when both are done.
  hydrate(queryClient, drawn.queries);
  const routing = createHydratingRouter(queryClient, drawn.router);
  await nextTask();
  const [router] = await Promise.all([routing, initI18n(drawn.language)]);
  await nextTask();
  if (mergedHandle(router.state.matches.map((match) => match.route.handle)).showsDates) {
    loadDateData(localeOf(drawn.language));
    await nextTask();
  }
  whileHydrating(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
  // A visitor whose choice the server could not know (no cookie yet) gets it once the page is theirs.
  const chosen = storage.lastLanguageCode.get();
  if (chosen && chosen !== drawn.language) await setLanguage(chosen);
}

/** A page the server left to the browser (one behind a sign-in), or a tab in preview. */
async function draw(container: HTMLElement, queryClient: QueryClient) {
  await initI18n();
  // A transition lets React render the page in slices, so a slow phone stays responsive meanwhile.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

// The config is checked first: without it nothing can load, and the error says why.
getConfig();
// A tab the backstage opened in preview reads the draft from its very first read.
takePreviewFromAddress();
const queryClient = createQueryClient();
const container = document.getElementById('root')!;
// The server drew the page with the published content; a tab in preview shows the draft instead, so it draws its own.
const drawn = inPreview() ? undefined : readPageData();
// Not awaited at the top level: the page's own code, loaded meanwhile, imports from this module, which must have finished loading.
void (drawn ? takeOver(container, queryClient, drawn) : draw(container, queryClient));
