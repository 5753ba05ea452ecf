import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, LANGUAGE_COOKIE, PAGE_DATA_ELEMENT_ID, isLanguageCode, type LanguageCode, type RenderedPage } from '@awards/contracts';
import { escapeHtml } from '../../lib/escape-html';

const ROOT = '<div id="root"></div>';
const DRAWN_MARK = 'data-drawn';
const TITLE = /<title>[^<]*<\/title>/;

type DrawnPage = Extract<RenderedPage, { kind: 'page' }>;

export interface PageShell {
  /** index.html as built, for the browser to draw the page in. */
  empty(language: LanguageCode): string;
  /** index.html with a page the server drew, in its language and with its title. */
  filled(page: DrawnPage, language: LanguageCode): string;
}

/** A font file the build asks for early, marked with the script its letters are in. */
const FONT_PRELOAD = /<link rel="preload"[^>]* data-script="(\w+)"[^>]*>\s*/g;

/** The page without the fonts of scripts its language does not use: each is a download the first screen waits behind. */
function withFontsOf(page: string, language: LanguageCode): string {
  const { script } = LANGUAGES.find(({ code }) => code === language)!;
  return page.replace(FONT_PRELOAD, (link, linkScript: string) => (linkScript === 'latin' || linkScript === script ? link : ''));
}

/** index.html of the web build, read once at start. */
export function loadPageShell(webRoot: string): PageShell {
  const index = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  return {
    empty: (language) => withFontsOf(index, language),
    filled: ({ title, html, data }, language) =>
      withFontsOf(index, language)
        .replace(/<html lang="[^"]*">/, `<html lang="${LANGUAGES.find(({ code }) => code === language)!.locale}">`)
        .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
        // A JSON data block, not a script: the CSP lets no inline script run, and this one need not.
        // Marked until the browser's app has taken the drawing over (it clears the mark): its controls do nothing before.
        .replace(ROOT, () => `<div id="root" ${DRAWN_MARK}>${html}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${data}</script>`),
  };
}

/** The language the visitor last chose (the app repeats it in a cookie), else the site's default. */
export function pageLanguage(cookieHeader: string | undefined, fallback: LanguageCode): LanguageCode {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return isLanguageCode(match?.[1]) ? match[1] : fallback;
}
