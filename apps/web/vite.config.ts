import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API, the content service, the run-time config and the printable privacy policy come from the local server. */
const SERVER = 'http://127.0.0.1:8080';
const SERVER_PATHS = ['/api', '/content', '/app-config.js', '/healthz', '/readyz', '/privacy-policy.html'];

/**
 * The files of the faces the first screen is set in (headings, body, buttons), Latin and Cyrillic.
 * The Cyrillic ones are marked with their script: the server leaves them only on Russian pages.
 */
const FIRST_SCREEN_FONTS = /^assets\/(?:oswald-(latin|cyrillic)-600|inter-(latin|cyrillic)-(?:400|600))-normal-[\w-]+\.woff2$/;

/**
 * The server sends the home page's first screen already drawn (scripts/prerender-shell.ts), so what
 * it needs comes first: its fonts are asked for with the page rather than once the CSS is parsed
 * (the text then shows in its own face at once instead of shifting a moment later), and the app's
 * script, which only replaces that screen, waits behind them at low priority.
 */
function firstScreenFirst(): Plugin {
  return {
    name: 'first-screen-first',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => ({
        html: html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
        tags: Object.keys(bundle ?? {}).flatMap((file) => {
          const [, oswald, inter] = FIRST_SCREEN_FONTS.exec(file) ?? [];
          const script = oswald ?? inter;
          if (!script) return [];
          const attrs = { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '', 'data-script': script };
          return [{ tag: 'link', attrs, injectTo: 'head' as const }];
        }),
      }),
    },
  };
}

/** The app's start, which the entry imports once the drawn first screen has painted. */
const START = /\/src\/app\/start\.tsx$/;
/**
 * The contracts are imported through one index that also holds their zod schemas and their
 * Markdown reader; a module's reach says nothing of which of its exports are used, so they are left
 * to automatic splitting, which drops what nobody uses (zod and marked must stay out of the first
 * download).
 */
const SPLIT_AUTOMATICALLY = /\/packages\/contracts\/|\/node_modules\/(?:zod|marked)\//;
/**
 * Vite's preload helper, which the entry needs to import the start: it goes out on its own, since
 * in the start's file it would make the entry import the whole start before the page has painted.
 */
const PRELOAD_HELPER = /^\0vite\/preload-helper/;

interface ModuleGraph {
  getModuleInfo: (id: string) => { importers: readonly string[] } | null;
}

/**
 * Whether the first visit runs a module: it is the app's start or the start reaches it through
 * static imports. Those modules go out as one file rather than the two dozen small ones that
 * automatic splitting cuts them into by which lazy pages share them: each file is compressed on
 * its own, and their count alone cost about 5 KB of the first download.
 */
function firstVisitRuns(id: string, graph: ModuleGraph, known = new Map<string, boolean>()): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, false); // an import cycle answers no until a path is found
  const info = graph.getModuleInfo(id);
  const runs = START.test(id) || (!!info && info.importers.some((importer) => firstVisitRuns(importer, graph, known)));
  known.set(id, runs);
  return runs;
}

/**
 * The dev server answers /backstage and the paths below it with the backstage's page, as the
 * server does in production.
 */
function backstagePage(): Plugin {
  return {
    name: 'backstage-page',
    configureServer: (server) =>
      void server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/backstage(?:[/?]|$)/.test(request.url)) request.url = '/backstage.html';
        next();
      }),
  };
}

/**
 * Warnings of the build that are known and harmless, so that `npm start` and `npm run build` show
 * only the ones worth reading: React Router asks React for `useOptimistic`, which Preact's
 * compatibility layer lacks, and falls back to a plain value without it; and in the page renderer,
 * one file for the server, a dynamic import that splits nothing off costs nothing.
 */
const HARMLESS: ((warning: { code?: string; message: string }, mode: 'browser' | 'renderer') => boolean)[] = [
  (warning) => warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`') && warning.message.includes('preact/compat'),
  (warning, mode) => mode === 'renderer' && warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT',
];
const quietWarnings =
  (mode: 'browser' | 'renderer') =>
  (warning: { code?: string; message: string }, warn: (warning: { code?: string; message: string }) => void) => {
    if (!HARMLESS.some((harmless) => harmless(warning, mode))) warn(warning);
  };

const shared = {
  plugins: [react(), backstagePage()],
  // `@/` is the web app's src folder, so imports read the same from any depth.
  resolve: { alias: [{ find: '@', replacement: decodeURIComponent(new URL('./src', import.meta.url).pathname) }] },
  server: { proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, SERVER])) },
} satisfies UserConfig;

/**
 * The public site runs on Preact's React-compatible runtime: React DOM alone is about 64 KB of
 * compressed JavaScript, Preact about 10, and every public page must start on 100 KB or less. The
 * backstage, which has no such budget, stays on React.
 */
const PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react(?:-dom)?$/, replacement: 'preact/compat' },
];

/** The public site: index.html and everything its routes load. */
const site: UserConfig = {
  ...shared,
  resolve: { alias: [...PREACT, ...shared.resolve.alias] },
  plugins: [...shared.plugins, firstScreenFirst()],
  // Built files get content hashes in their names under assets/, which the server caches for good.
  // The page's own script tag asks for its imports; preloading them from the HTML would put them
  // ahead of the CSS and fonts the server-drawn first screen needs (lazy pages still preload theirs).
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // One stylesheet for the whole site (about 11 KB compressed), linked from the page: the first
    // screen is styled without waiting for any script, and no page waits for its own styles.
    cssCodeSplit: false,
    rolldownOptions: {
      onwarn: quietWarnings('browser'),
      output: {
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: PRELOAD_HELPER, priority: 2 },
            {
              name: (id: string, graph: ModuleGraph) => (!SPLIT_AUTOMATICALLY.test(id) && firstVisitRuns(id, graph) ? 'start' : null),
              // A group named by a function needs a label of its own for the bundler's timing report (it warns without).
              debugName: 'start',
              priority: 1,
            },
          ],
        },
      },
    },
    modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? [] : dependencies) },
  },
};

/**
 * The backstage (backstage.html), built after the site into the same folder (`vite build --mode
 * backstage`) from a graph of its own: what it shares with the site's pages (the contracts, the
 * forms' library, shared components) would otherwise be cut into chunks of their own, each one
 * more file for those pages and one more name in their first download. Its styles are one
 * stylesheet of their own, linked from its page.
 */
const backstage: UserConfig = {
  ...shared,
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: false,
    cssCodeSplit: false,
    rolldownOptions: { input: 'backstage.html', onwarn: quietWarnings('browser') },
  },
};

/**
 * The page renderer the server loads (`vite build --mode renderer`, into dist/server): the site's
 * routes and components, on the same runtime as the browser's, so the app takes over exactly the
 * markup they drew. Everything it imports is bundled in, Preact included, so the server needs none
 * of the web app's packages.
 */
const renderer: UserConfig = {
  ...site,
  ssr: { noExternal: true },
  build: { ssr: 'src/app/render-page.tsx', outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, minify: false, rolldownOptions: { onwarn: quietWarnings('renderer') } },
};

/**
 * Component tests (Vitest's `test` mode) render on React with Testing Library, which drives
 * React's own renderer; the site as it ships, on Preact and drawn by the server, is what the
 * browser tests load.
 */
const BUILDS: Record<string, UserConfig> = { backstage, renderer, test: shared };

export default defineConfig(({ mode }) => BUILDS[mode] ?? site);
