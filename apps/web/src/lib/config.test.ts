import { describe, expect, it } from 'vitest';
import * as contracts from '@awards/contracts';
import { CLIENT_CONFIG_GLOBAL, CLIENT_CONFIG_PATH, parseClientConfig } from './config';

/** The config the test setup installs (src/test/setup.ts), as the server sends it: seven strings. */
const valid = { ...(window as unknown as Record<string, object>)[CLIENT_CONFIG_GLOBAL] };

describe('the run-time config', () => {
  it('is accepted when all seven values are strings, and nothing else is kept', () => {
    expect(Object.values(valid)).toEqual(Array(7).fill(expect.any(String)));
    expect(parseClientConfig({ ...valid, extra: 1 })).toEqual(valid);
  });

  it('is refused with the names of the values that are missing or not strings', () => {
    expect(() => parseClientConfig({ ...valid, title: 3, backendBaseUrl: undefined })).toThrow(/title, backendBaseUrl/);
  });

  it('is refused when the server did not send it at all', () => {
    expect(() => parseClientConfig(undefined)).toThrow(/app-config\.js/);
  });

  it('is read from the global and path the server uses', () => {
    expect(CLIENT_CONFIG_GLOBAL).toBe(contracts.CLIENT_CONFIG_GLOBAL);
    expect(CLIENT_CONFIG_PATH).toBe(contracts.CLIENT_CONFIG_PATH);
  });
});
