import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../modules/contact/tables';
import { signIn } from '../../test/accounts';
import { useTestServer } from '../../test/harness';
import { backstage, createStaffMember } from '../../test/staff';
import { unstorableAt } from './unstorable-text';

/** Text PostgreSQL cannot store as it was sent: a NUL, and half of a character (a lone surrogate). */
const UNSTORABLE = [
  ['a NUL', 'Hello\u0000there'],
  ['a lone surrogate', 'Broken \ud800 text'],
] as const;

describe('text the database cannot store', () => {
  const server = useTestServer();

  it.each(UNSTORABLE)('is refused with %s in a body field: a 400 naming the field, in the caller’s language, and nothing stored', async (_what, text) => {
    const stored = async () => (await server.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const before = await stored();
    const answer = await server.post('/api/v1/contact_us/', { email: 'fan@example.com', comments: text }, { 'accept-language': 'ES' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'validation_error', fields: { comments: 'Contiene un carácter que no se puede guardar (como U+0000): quítalo' } });
    expect(await stored()).toBe(before);
    const signInAnswer = await signIn(server, `fan${text}@example.com`, 'a sturdy passphrase');
    expect(signInAnswer.status).toBe(400);
  });

  it('is refused in a query parameter and in a path', async () => {
    const { staffToken } = await createStaffMember(server, 'bytes-organiser@awards.test', ['organiser']);
    const search = await backstage(server, staffToken, '/api/v2/backstage/entries?q=nick%00name');
    expect(search.status).toBe(400);
    expect(await search.json()).toMatchObject({ code: 'validation_error', fields: { q: expect.any(String) } });
    expect((await server.api('/api/v2/voting/1%00')).status).toBe(400);
  });

  it('is refused by the content service in Directus’ shape, in a path and in a filter', async () => {
    for (const path of ['/content/items/faq%00', '/content/items/faq/1%00', '/content/items/faq?filter[id][_eq]=%00']) {
      const answer = await server.api(path);
      expect(answer.status, path).toBe(400);
      expect(await answer.json()).toMatchObject({ errors: [{ extensions: { code: 'INVALID_QUERY' } }] });
    }
  });
});

describe('the walk for text that cannot be stored', () => {
  it('goes through a value nested far deeper than the call stack would allow, and names the first field in reading order', () => {
    const depth = 200_000;
    let deep: unknown = 'at the bottom\u0000';
    for (let level = 0; level < depth; level++) deep = { a: deep };
    expect(unstorableAt(deep)).toBe(Array(depth).fill('a').join('.'));

    expect(unstorableAt({ a: 'fine', b: ['fine', 'not\u0000fine'], c: 'not\u0000fine either' })).toBe('b.1');
    expect(unstorableAt({ a: { ['key\u0000']: 'fine' } })).toBe('a._');
    expect(unstorableAt([{ a: [[['fine']]] }])).toBeUndefined();
  });
});
