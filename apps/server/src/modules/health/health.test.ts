import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

describe('health check', () => {
  const server = useTestServer();

  it('answers 200 {"status":"ok"} once the database is ready', async () => {
    const response = await server.api('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
