import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, isLanguageCode, type LanguageCode } from '@awards/contracts';

const ROOT = '<div id="root"></div>';

/** A timer text of the first screen: its token in the drawn HTML and the app's own default. */
interface TimerTextSlot {
  field: string;
  token: string;
  fallback: string;
}

/** What the web build's prerender step writes next to the drawn screens in `dist/shell/`. */
interface ShellManifest {
  paths: string[];
  titlePlaceholder: string;
  timerTexts: Record<LanguageCode, TimerTextSlot[]>;
}

/** The timer content as the content service answers it (`translations.*`). */
export type TimerTranslations = readonly Record<string, unknown>[] | undefined;

export interface PageShells {
  /** Whether a path opens on the home page's first screen (and so wants the timer's texts). */
  drawsFirstScreen(pathname: string): boolean;
  /** The page for a path: index.html, with the first screen drawn in when the path opens on one. */
  page(pathname: string, language: LanguageCode, timer: TimerTranslations): string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The app's rule (lib/content-translation.ts): the language's text, else English's, else the app's default. */
function timerText(timer: TimerTranslations, language: LanguageCode, slot: TimerTextSlot): string {
  const text = (code: LanguageCode) => {
    const value = timer?.find((row) => row.languages_code === code)?.[slot.field];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  return text(language) ?? text(DEFAULT_LANGUAGE) ?? slot.fallback;
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
      paths.has(pathname)
        ? manifest.timerTexts[language].reduce((html, slot) => html.replaceAll(slot.token, escapeHtml(timerText(timer, language, slot))), pages.get(language)!)
        : index,
  };
}

/** The language the visitor last chose (the app repeats it in a cookie), else the site's default. */
export function pageLanguage(cookieHeader: string | undefined, fallback: LanguageCode): LanguageCode {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return isLanguageCode(match?.[1]) ? match[1] : fallback;
}
