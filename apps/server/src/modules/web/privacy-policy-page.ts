import type { FastifyPluginAsync } from 'fastify';
import fastifyEtag from '@fastify/etag';
import { CONTENT_COLLECTIONS, DEFAULT_LANGUAGE, LANGUAGES, PageItem, byLanguage, isLanguageCode, languageFromHeader, pickTranslation, toCamel, type LanguageCode } from '@awards/contracts';
import { escapeHtml } from '../../lib/escape-html';
import { errors } from '../../lib/errors';
import { readContent } from '../content';
import { pageLanguage } from './page-shell';
import { richTextHtml } from './rich-text-html';

/** Where consent checkboxes and the footer open the policy, in a new tab, to read or print it. */
export const PRIVACY_POLICY_DOCUMENT = '/privacy-policy.html';

function policyDocument(language: LanguageCode, title: string, body: string): string {
  const locale = LANGUAGES.find((entry) => entry.code === language)!.locale;
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="/privacy-policy.css" />
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
${richTextHtml(body)}
    </main>
  </body>
</html>
`;
}

/**
 * The privacy policy as a page of its own, readable and printable without the app: the published
 * `privacy-policy` page in the visitor's language (the one they chose on the site, else their
 * browser's), each text English where that language has none. Revalidated on every visit, so a
 * publish shows at once; an unchanged policy costs a 304.
 */
export const privacyPolicyPage: FastifyPluginAsync = async (app) => {
  // The ETags stay within this plugin's one route.
  await app.register(fastifyEtag);
  const siteLanguage = isLanguageCode(app.config.defaultLocale) ? app.config.defaultLocale : DEFAULT_LANGUAGE;

  app.get(PRIVACY_POLICY_DOCUMENT, { schema: { hide: true } }, async (request, reply) => {
    const pages = toCamel(PageItem.array().parse(await readContent(app.db, CONTENT_COLLECTIONS.pages)));
    const policy = pages.find((page) => page.slug === 'privacy-policy');
    if (!policy) throw errors.notFound();
    const language = pageLanguage(request.headers.cookie, languageFromHeader(request.headers['accept-language'], siteLanguage));
    const text = pickTranslation(byLanguage(policy.translations), language, ['title', 'body']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
    return policyDocument(language, text.title, text.body);
  });
};
