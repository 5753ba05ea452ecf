import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_GLOBAL, ClientConfig } from '@awards/contracts';
import { loadConfig } from '../../config';
import { clientConfigScript } from './client-config';

/** Runs the script as a browser would and returns what it set. */
function runScript(script: string): ClientConfig {
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window });
  return ClientConfig.parse(window[CLIENT_CONFIG_GLOBAL]);
}

const configFrom = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'j'.repeat(40), ...env });

describe('the run-time config script', () => {
  it('carries the seven client values of the configuration', () => {
    const config = configFrom({
      ENVIRONMENT: 'staging',
      PUBLIC_BASE_URL: 'https://awards.example.com/',
      APP_TITLE: 'Streamer Awards',
      DEFAULT_LOCALE: 'RU',
      RECAPTCHA_SITE_KEY: 'site-key-123',
      CONTENT_BASE_URL: 'https://cms.example.com',
    });
    expect(runScript(clientConfigScript(config))).toEqual({
      environment: 'staging',
      baseUrl: 'https://awards.example.com/',
      title: 'Streamer Awards',
      defaultLocale: 'RU',
      captchaSiteKey: 'site-key-123',
      contentBaseUrl: 'https://cms.example.com',
      backendBaseUrl: '/',
    });
  });

  it.each([
    ['/', '/'],
    ['https://awards.example.com', '/'],
    ['https://example.com/awards', '/awards/'],
    ['https://example.com/awards/', '/awards/'],
    ['/awards', '/awards/'],
  ])('reaches the API on the page’s own origin: public base %s gives %s', (publicBaseUrl, backendBaseUrl) => {
    expect(runScript(clientConfigScript(configFrom({ PUBLIC_BASE_URL: publicBaseUrl }))).backendBaseUrl).toBe(backendBaseUrl);
  });

  it('cannot be broken out of by a value holding a closing script tag', () => {
    const title = '</script><script>alert(1)</script>';
    const script = clientConfigScript(configFrom({ APP_TITLE: title }));
    expect(script).not.toContain('</script>');
    expect(script).not.toContain('<');
    expect(runScript(script).title).toBe(title);
  });
});
