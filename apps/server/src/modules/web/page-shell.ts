import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, LANGUAGE_COOKIE, byLanguage, isLanguageCode, pickTranslation, type LanguageCode, type TimerItem } from '@awards/contracts';
import { escapeHtml } from '../../lib/escape-html';

const ROOT = '<div id="root"></div>';

type TimerRow = TimerItem['translations'][number];

/** The timer's texts the first screen may show, as the code names them. */
type TimerTextField = Exclude<keyof TimerRow, 'id' | 'languagesCode' | 'timerId'>;

/** A timer text of the first screen: its token in the drawn HTML and the app's own default. */
interface TimerTextSlot {
  field: TimerTextField;
  token: string;
  fallback: string;
}

/** What the web build's prerender step writes next to the drawn screens in `dist/shell/`. */
interface ShellManifest {
  paths: string[];
  titlePlaceholder: string;
  timerTexts: Record<LanguageCode, TimerTextSlot[]>;
}

/** The timer's translation rows as the content service answers them (`translations.*`). */
export type TimerTranslations = readonly TimerRow[] | undefined;

export interface PageShells {
  /** Whether a path opens on the home page's first screen (and so wants the timer's texts). */
  drawsFirstScreen(pathname: string): boolean;
  /** The page for a path: index.html, with the first screen drawn in when the path opens on one. */
  page(pathname: string, language: LanguageCode, timer: TimerTranslations): string;
}

/** The app's rule: each text in the language, else in English, else the app's own default. */
function drawTimerTexts(html: string, slots: readonly TimerTextSlot[], timer: TimerTranslations, language: LanguageCode): string {
  const texts = pickTranslation(byLanguage(timer), language, slots.map((slot) => slot.field));
  return slots.reduce((page, slot) => page.replaceAll(slot.token, escapeHtml(texts[slot.field] || slot.fallback)), html);
}

/**
 * index.html and the first screens the web build drew (apps/web/scripts/prerender-shell.ts), read
 * once at start. A build without them (or a test stand-in) serves index.html alone.
 */
export function loadPageShells(webRoot: string, title: string): PageShells {
  const index = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const manifestFile = path.join(webRoot, 'shell', 'shell.json');
  if (!existsSync(manifestFile)) return { drawsFirstScreen: () => false, page: () => index };

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ShellManifest;
  const paths = new Set(manifest.paths);
  const pages = new Map(
    LANGUAGES.map(({ code, locale }) => {
      const shell = readFileSync(path.join(webRoot, 'shell', `${locale}.html`), 'utf8').replaceAll(manifest.titlePlaceholder, escapeHtml(title));
      // Busy until the app has taken the screen over (it clears the mark): its buttons do nothing before.
      return [code, index.replace('<html lang="en">', `<html lang="${locale}">`).replace(ROOT, `<div id="root" aria-busy="true">${shell}</div>`)];
    }),
  );
  return {
    drawsFirstScreen: (pathname) => paths.has(pathname),
    page: (pathname, language, timer) =>
      paths.has(pathname) ? drawTimerTexts(pages.get(language)!, manifest.timerTexts[language], timer, language) : index,
  };
}

/** The language the visitor last chose (the app repeats it in a cookie), else the site's default. */
export function pageLanguage(cookieHeader: string | undefined, fallback: LanguageCode): LanguageCode {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return isLanguageCode(match?.[1]) ? match[1] : fallback;
}
