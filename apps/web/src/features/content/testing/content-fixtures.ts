import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_EDITING } from '@awards/contracts';
import { mockApi } from '@/test/api-fixtures';
import { renderApp, testToken } from '@/test/render-app';

/** Pages load their code, the backstage's texts and the caller before they show. */
export const LOAD = { timeout: 5000 };

const ORGANISER = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['organiser'], second_factor: 'confirmed', verified: true };

export const CONTENT = 'api/v2/backstage/content';
export const draftPath = (collection: string) => `${CONTENT}/collections/${collection}`;

type Texts = Record<string, Record<string, string>>;

/** An item as the editor reads it on the wire (snake_case keys, field names as CONTENT_EDITING spells them). */
export const item = (id: number, texts: Texts, values: Record<string, string | number> = {}, fields: Record<string, unknown> = {}) => ({
  id,
  values,
  texts,
  state: 'published',
  changed_by: null,
  changed_at: null,
  ...fields,
});

/** The English words, and in each other language the same with its code after them ("In December. (RU)"), but where `blank` leaves a text empty. */
export const inEvery = (words: Record<string, string>, blank: Record<string, string[]> = {}): Texts =>
  Object.fromEntries(
    ['EN', 'SP', 'RU', 'PT'].map((code) => [code, Object.fromEntries(Object.entries(words).map(([field, text]) => [field, blank[code]?.includes(field) ? '' : code === 'EN' ? text : `${text} (${code})`]))]),
  );

/** The FAQ: its first answer is missing in Portuguese. */
export const FAQ = {
  collection: 'faq',
  items: [
    item(1, inEvery({ question: 'Who can submit?', answer: 'Anyone aged 18 or over.' }, { PT: ['answer'] })),
    item(2, inEvery({ question: 'When does voting open?', answer: 'In December.' })),
    item(3, inEvery({ question: 'Is it free?', answer: 'Yes.' })),
  ],
  missing: [{ collection: 'faq', item_id: 1, field: 'answer', language: 'PT' }],
};

/** The key dates: one, "Apply", whose Russian description is missing. */
export const KEY_DATES = {
  collection: 'key_dates',
  items: [
    item(2, inEvery({ title: 'Apply', description: 'Choose a **nomination**.' }, { RU: ['description'] }), {
      starts_at: '2026-11-18T09:00:00Z',
      ends_at: '2027-01-03T22:59:00Z',
    }),
  ],
  missing: [{ collection: 'key_dates', item_id: 2, field: 'description', language: 'RU' }],
};

export const PUBLISHED = { id: 4, published_at: '2026-11-20T10:00:00Z', published_by: 'ada@example.com', restored_from: null, added: 0, changed: 3, removed: 0 };

/** The overview of a draft with two unpublished changes and the two missing texts of FAQ and KEY_DATES. */
export const overview = (fields: Record<string, unknown> = {}) => ({
  collections: CONTENT_EDITING.map(({ collection }) => ({
    collection,
    items: collection === 'faq' ? 3 : 1,
    changes: collection === 'faq' ? 2 : 0,
    missing: collection === 'faq' || collection === 'key_dates' ? 1 : 0,
  })),
  changes: 2,
  missing: [...FAQ.missing, ...KEY_DATES.missing],
  published: PUBLISHED,
  ...fields,
});

type Answer = { status: number; body?: unknown };

/**
 * The content's pages at `path` as an organiser. `reads` answer GETs by path (the overview and the
 * FAQ's and key dates' drafts unless replaced; they can change while the page is open); `writes`
 * answer other methods by `METHOD path`, since an item's save and its collection's read share a prefix.
 */
export async function openContent(path: string, reads: Record<string, Answer> = {}, writes: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    'api/v2/backstage/me': { status: 200, body: ORGANISER },
    [CONTENT]: { status: 200, body: overview() },
    [draftPath('faq')]: { status: 200, body: FAQ },
    [draftPath('key_dates')]: { status: 200, body: KEY_DATES },
    ...reads,
  };
  const api = mockApi(answers);
  const read = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    const answer = writes[`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname.replace(/^\/+/, '')}`];
    return answer ? new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }) : read(input, init);
  });
  localStorage.setItem('token', testToken());
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, LOAD);
  return { api, user, answers, writes, ...view };
}

/** The paths read so far. */
export const read = (api: ReturnType<typeof mockApi>) => api.requests().map((request) => request.path);

export { layOutRows, resetSession, sent } from '@/test/backstage-session';
