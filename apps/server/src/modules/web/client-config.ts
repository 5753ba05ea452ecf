import { CLIENT_CONFIG_GLOBAL, type ClientConfig } from '@awards/contracts';
import type { Config } from '../../config';

/**
 * The API is served by the same process as the web app, so the web app reaches it on its own
 * origin: only the path of the public base URL matters (a proxy may serve the site under one).
 */
function backendBaseUrl(publicBaseUrl: string): string {
  const basePath = URL.canParse(publicBaseUrl) ? new URL(publicBaseUrl).pathname : publicBaseUrl;
  return basePath.endsWith('/') ? basePath : `${basePath}/`;
}

/** The seven run-time values the web app reads, and nothing else: everything here is public. */
export function clientConfig(config: Config): ClientConfig {
  return {
    environment: config.environment,
    baseUrl: config.publicBaseUrl,
    title: config.appTitle,
    defaultLocale: config.defaultLocale,
    captchaSiteKey: config.recaptcha.siteKey,
    contentBaseUrl: config.contentBaseUrl,
    backendBaseUrl: backendBaseUrl(config.publicBaseUrl),
  };
}

/**
 * A script that sets the config global, loaded before the app by index.html so that one build
 * serves any deployment without an inline script. `<` is escaped so that no value can close a
 * script element if the text is ever inlined.
 */
export function clientConfigScript(config: Config): string {
  const json = JSON.stringify(clientConfig(config)).replaceAll('<', '\\u003c');
  return `window.${CLIENT_CONFIG_GLOBAL} = ${json};\n`;
}
