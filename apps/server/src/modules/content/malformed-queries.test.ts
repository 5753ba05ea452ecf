import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { expectDirectusError } from '../../../test/content';

const deeplyNested = `filter=${encodeURIComponent('{"_and":['.repeat(40) + '{}' + ']}'.repeat(40))}`;

/** Query strings for /content/items/nominations a client might get wrong, and how each is answered. */
const QUERIES: [string, 200 | 400][] = [
  ['limit=ten', 400],
  ['limit=1.5', 400],
  ['limit=1e3', 400],
  ['limit=-2', 400],
  ['limit=99999999999999999999', 400],
  ['limit=1&limit=2', 400],
  ['offset=-1', 400],
  ['page=0', 400],
  ['sort=unknown', 400],
  ['sort=translations', 400],
  ['sort=translations.title', 400],
  ['sort[a]=id', 400],
  ['fields=../../etc/passwd', 400],
  ['fields=translations.title.x', 400],
  ['fields=*.title', 400],
  ['fields[a]=id', 400],
  ['fields=%00', 400],
  ['filter={', 400],
  ['filter=null', 400],
  ['filter=[1]', 400],
  ['filter={"id":1}', 400],
  ['filter={"id":{"_like":1}}', 400],
  ['filter={"id":{"constructor":1}}', 400],
  ['filter={"constructor":{"_eq":1}}', 400],
  ['filter={"__proto__":{"_eq":1}}', 400],
  ['filter={"_and":{}}', 400],
  ['filter={"_or":[1]}', 400],
  ['filter={"_not":{}}', 400],
  ['filter={"id":{"_in":{}}}', 400],
  ['filter={"id":{"_eq":{"a":1}}}', 400],
  ['filter={"id":{"_between":[1]}}', 400],
  ['filter={"id":{"_null":"maybe"}}', 400],
  ['filter[id][_eq][x]=1', 400],
  ['filter[translations]=EN', 400],
  [deeplyNested, 400],
  ['deep=[]', 400],
  ['deep={"translations":{"_limit":"x"}}', 400],
  ['deep={"translations":{"_foo":1}}', 400],
  ['deep={"id":{}}', 400],
  ['deep[translations]=1', 400],
  ['meta=bogus', 400],
  ['search=reaction', 400],
  ['aggregate[count]=*', 400],
  ['groupBy=id', 400],
  ['filter[__proto__][_eq]=1', 200],
  ['%E0%A4%A=1', 200],
  ['filter=%E0%A4%A', 400],
  ['unknown_parameter=1', 200],
  ['fields=' + 'id,'.repeat(2000), 200],
];

describe('malformed content queries', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(QUERIES.map(([query, status]) => [query.slice(0, 60), query, status] as const))('answers ?%s with %i, never a 5xx', async (_label, query, status) => {
    const response = await server.api(`/content/items/nominations?${query}`);
    if (status === 200) expect(response.status).toBe(200);
    else await expectDirectusError(response, 400, 'INVALID_QUERY');
  });

  it.each(['/content/items/%E0%A4%A', '/content/items/faq/%00', '/content/assets/%ZZ', '/content/items/' + 'x'.repeat(5000)])('answers the odd path %s without a 5xx', async (path) => {
    const response = await server.api(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});
