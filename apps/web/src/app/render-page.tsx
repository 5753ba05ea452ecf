/*
 * The page renderer the server loads from the web build (`vite build --mode renderer`): every
 * public page drawn in the visitor's language with its content, for the browser's app to take over.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { renderToStringAsync } from 'preact-render-to-string';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { LANGUAGES, readRichText, type CreatePageRenderer, type LanguageCode, type RenderedPage } from '@awards/contracts';
import { provideRichTextReader } from '@/components/ui/rich-text/rich-text-reader';
import { setTransport } from '@/lib/api-client';
import { setConfig } from '@/lib/config';
import { createQueryClient } from '@/lib/query-client';
import type { PageData } from './page-data';
import { AppProvider } from './provider';
import { mergedHandle } from './route-handle';
import { createRoutes } from './router';
import { documentTitle } from './use-document-title';

const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });

/**
 * A page's sections ask for their data as they render, and some appear only once an answer is in
 * (a nomination's nominees, the sections of an open round): the page is drawn, the reads it asked
 * for are made, and it is drawn again, until it asks for nothing new. A few rounds are enough.
 */
const MOST_DRAWS = 4;

/** A read a drawing asked for and nobody made yet; reads a page keeps off until later (`enabled: false`) stay off. */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

async function draw(page: () => React.ReactElement, queryClient: QueryClient): Promise<string> {
  for (let round = 1; ; round++) {
    const html = await renderToStringAsync(page() as never);
    const reads = queryClient.getQueryCache().findAll({ predicate: waiting });
    if (reads.length === 0 || round === MOST_DRAWS) return html;
    // A failed read is drawn as the page draws it failing; the browser asks again.
    await Promise.all(reads.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
  }
}

/** Markup inside a JSON script element: a `<` could close it, so it is written as an escape. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function languageInstances(): Promise<Map<LanguageCode, I18n>> {
  const entries = await Promise.all(
    LANGUAGES.map(async ({ code, locale }) => {
      const instance = i18next.createInstance();
      const translation = catalogues[`../locales/${locale}.json`]!;
      await instance.use(initReactI18next).init({ lng: locale, fallbackLng: false, resources: { [locale]: { translation } }, interpolation: { escapeValue: false } });
      return [code, instance] as const;
    }),
  );
  return new Map(entries);
}

export const createPageRenderer: CreatePageRenderer = ({ config, fetch }) => {
  setConfig(config);
  setTransport(fetch);
  // Every organiser's text is drawn in full in the page's one pass; the browser keeps what was drawn.
  provideRichTextReader(readRichText);
  const languages = languageInstances();

  return {
    async render({ url, language }): Promise<RenderedPage> {
      const i18n = (await languages).get(language)!;
      const queryClient = createQueryClient();
      const routes = createRoutes(queryClient);
      // Checked before any loader runs: a page behind a sign-in would send the server's visitor, who has no session, away.
      if (mergedHandle((matchRoutes(routes, new URL(url).pathname) ?? []).map(({ route }) => route.handle)).browserOnly) return { kind: 'browser-only' };
      const { query, dataRoutes } = createStaticHandler(routes);
      const context = await query(new Request(url));
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
      }
      const handle = mergedHandle(context.matches.map((match) => match.route.handle));

      const router = createStaticRouter(dataRoutes, context);
      const html = await draw(
        () => (
          <AppProvider queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        ),
        queryClient,
      );
      const data: PageData = {
        language,
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        queries: dehydrate(queryClient),
      };
      return { kind: 'page', status: context.statusCode, title: documentTitle(i18n.t, config.title, handle.titleKey), html, data: jsonForScript(data) };
    },
  };
};
