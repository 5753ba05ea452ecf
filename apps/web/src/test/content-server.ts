import { mockApi } from './api-fixtures';

/** Directus' refusal, as the content service sends it to whoever may not read the draft. */
const FORBIDDEN = { errors: [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }] };

/**
 * The fixtures' API, with the FAQ's one answer as it stands on the server at the moment of each
 * request: the published one, or the draft's for a read of the draft (`version=draft`), which only
 * an organiser may make unless `draftRefused`.
 */
export function serveFaq() {
  const server = { published: 'Anyone aged 18 or over.', draft: 'Anyone aged 16 or over.', draftRefused: false };
  const api = mockApi();
  const fixture = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://site.test');
    const draft = url.searchParams.get('version') === 'draft';
    if (draft && server.draftRefused) return Response.json(FORBIDDEN, { status: 403 });
    if (url.pathname !== '/content/items/faq') return fixture(input, init);
    const answer = draft ? server.draft : server.published;
    return Response.json({ data: [{ id: 1, translations: [{ id: 1, languages_code: 'EN', question: 'Who can apply?', answer }] }] });
  });
  /** Each request: its path, its query and how it used the browser's cache. */
  const requests = () =>
    api.fetch.mock.calls.map(([input, init]) => {
      const url = new URL(String(input), 'http://site.test');
      return { path: url.pathname, version: url.searchParams.get('version'), cache: init?.cache ?? 'default', authorization: new Headers(init?.headers).get('Authorization') };
    });
  return { server, requests };
}
