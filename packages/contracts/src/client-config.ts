import { z } from 'zod';
import type { Camel } from './wire-case';

/** The seven run-time values that the web app reads from the server. */
export const ClientConfig = z.object({
  environment: z.string(),
  baseUrl: z.string(),
  title: z.string(),
  defaultLocale: z.string(),
  captchaSiteKey: z.string(),
  contentBaseUrl: z.string(),
  backendBaseUrl: z.string(),
});
export type ClientConfig = Camel<z.infer<typeof ClientConfig>>;

/** The server serves the config as a script that sets this global, so no inline script is needed. */
export const CLIENT_CONFIG_GLOBAL = '__AWARDS_CONFIG__';
export const CLIENT_CONFIG_PATH = '/app-config.js';
