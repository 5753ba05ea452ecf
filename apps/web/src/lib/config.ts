import type { ClientConfig } from '@awards/contracts';

/*
 * The same values as contracts' CLIENT_CONFIG_GLOBAL and CLIENT_CONFIG_PATH (config.test.ts checks),
 * written here because contracts' client-config module builds a zod schema when it loads, and that
 * would bring zod into the JavaScript of the first page.
 */
export const CLIENT_CONFIG_GLOBAL = '__AWARDS_CONFIG__';
export const CLIENT_CONFIG_PATH = '/app-config.js';

/** The seven run-time values the server hands the web app; each must be a string. */
const KEYS = ['environment', 'baseUrl', 'title', 'defaultLocale', 'captchaSiteKey', 'contentBaseUrl', 'backendBaseUrl'] as const satisfies readonly (keyof ClientConfig)[];

/**
 * Checked by hand rather than with the zod schema: zod would otherwise be part of the JavaScript
 * every visitor downloads before the home page shows, and seven string checks do not need it.
 */
export function parseClientConfig(value: unknown): ClientConfig {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  const missing = KEYS.filter((key) => typeof record?.[key] !== 'string');
  if (!record || missing.length > 0) {
    throw new Error(`The site configuration from ${CLIENT_CONFIG_PATH} is missing or invalid (${missing.join(', ')})`);
  }
  return Object.fromEntries(KEYS.map((key) => [key, record[key]])) as ClientConfig;
}

let cached: ClientConfig | undefined;

/**
 * The run-time config the server sends as a script (`/app-config.js`) loaded before the app, so
 * that one build serves every deployment. Read once: a page without it cannot work.
 */
export function getConfig(): ClientConfig {
  cached ??= parseClientConfig((globalThis as unknown as Record<string, unknown>)[CLIENT_CONFIG_GLOBAL]);
  return cached;
}

/** The server's page renderer has the config in hand, with no page to load it from. */
export function setConfig(config: ClientConfig): void {
  cached = parseClientConfig(config);
}
