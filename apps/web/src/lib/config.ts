import { z } from 'zod';
import { CLIENT_CONFIG_GLOBAL, CLIENT_CONFIG_PATH, ClientConfig } from '@awards/contracts';

// Zod probes `new Function` to speed up parsing; under the site's CSP (no 'unsafe-eval') that
// probe fails and is reported as a policy violation, so it is switched off.
z.config({ jitless: true });

/**
 * The run-time config the server sends as a script (`/app-config.js`) loaded before the app, so
 * that one build serves every deployment. Checked once: a page without it cannot work.
 */
export function readClientConfig(): ClientConfig {
  const parsed = ClientConfig.safeParse((window as unknown as Record<string, unknown>)[CLIENT_CONFIG_GLOBAL]);
  if (!parsed.success) throw new Error(`The site configuration from ${CLIENT_CONFIG_PATH} is missing or invalid`);
  return parsed.data;
}
