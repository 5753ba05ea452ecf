import type { Config } from '../../config';

export type Site = Pick<Config, 'publicBaseUrl' | 'host' | 'port'>;

/**
 * The backstage's absolute address. PUBLIC_BASE_URL may be a path alone (`/` unless set): then the
 * origin a request reached the site at names it, or, away from any request (the command line, the
 * first start), this machine's own, where a server listening on every interface is localhost.
 */
export function backstageLink(site: Site, origin?: string): string {
  const host = ['0.0.0.0', '::'].includes(site.host) ? 'localhost' : site.host.includes(':') ? `[${site.host}]` : site.host;
  const base = new URL(site.publicBaseUrl, origin ?? `http://${host}:${site.port}/`);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL('backstage', base).href;
}
