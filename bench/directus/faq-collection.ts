import { toSnake } from '@awards/contracts';
import { faq } from '../../apps/server/src/seed/content/faq';

/**
 * The FAQ in Directus as our content service holds it: a `faq` collection whose `translations`
 * (one-to-many) are rows of `faq_translations`, the same rows as our seed, readable by the public.
 */

const integerKey = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true }, meta: { hidden: true } };

const COLLECTIONS = [
  { collection: 'faq', schema: {}, meta: {}, fields: [integerKey, { field: 'sort', type: 'integer', schema: {}, meta: {} }] },
  {
    collection: 'faq_translations',
    schema: {},
    meta: { hidden: true },
    fields: [
      integerKey,
      { field: 'faq_id', type: 'integer', schema: {}, meta: { hidden: true } },
      { field: 'languages_code', type: 'string', schema: {}, meta: {} },
      { field: 'question', type: 'text', schema: {}, meta: {} },
      { field: 'answer', type: 'text', schema: {}, meta: {} },
    ],
  },
];

const TRANSLATIONS_FIELD = { field: 'translations', type: 'alias', meta: { special: ['o2m'], interface: 'list-o2m' } };
const TRANSLATIONS_RELATION = { collection: 'faq_translations', field: 'faq_id', related_collection: 'faq', meta: { one_field: 'translations' }, schema: { on_delete: 'CASCADE' } };

/** Sends one request to Directus's REST API as its administrator; a refusal stops the bench, saying what Directus said. */
async function call(url: string, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Directus refused ${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as { data: unknown }).data : undefined;
}

/** Creates the two collections, their relation, the public's read permission on both, and the seed's FAQ. */
export async function createFaq(url: string, token: string): Promise<void> {
  for (const collection of COLLECTIONS) await call(url, token, 'POST', '/collections', collection);
  await call(url, token, 'POST', '/fields/faq', TRANSLATIONS_FIELD);
  await call(url, token, 'POST', '/relations', TRANSLATIONS_RELATION);
  // Directus 11 grants permissions to policies; the public's is the one whose name is this label.
  const [publicPolicy] = (await call(url, token, 'GET', '/policies?filter[name][_eq]=$t:public_label&fields=id')) as { id: string }[];
  if (!publicPolicy) throw new Error('Directus has no public policy');
  await call(
    url,
    token,
    'POST',
    '/permissions',
    COLLECTIONS.map(({ collection }) => ({ policy: publicPolicy.id, collection, action: 'read', fields: ['*'], permissions: {} })),
  );
  await call(url, token, 'POST', '/items/faq', toSnake(faq));
}
