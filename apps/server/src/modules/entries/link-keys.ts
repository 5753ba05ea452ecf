/**
 * The form of a link two entries are compared by, so that `https://www.Twitch.tv/x/` and
 * `http://twitch.tv/x#about` are the same streamer page: no scheme, host lower-cased without
 * `www.`, no default port (the URL parser drops it), no fragment, no trailing slash. The path and
 * query keep their case: video ids on most sites are case-sensitive.
 */
export function linkKey(link: string): string {
  const url = new URL(link);
  const host = url.hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
  const port = url.port ? `:${url.port}` : '';
  const pathname = url.pathname.replace(/\/+$/, '');
  return `${host}${port}${pathname}${url.search}`;
}

/** The media of an entry: the same uploaded bytes, or the same link, are the same media. */
export const mediaKey = (media: { link: string } | { sha256: string }) =>
  'link' in media ? `link:${linkKey(media.link)}` : `video:${media.sha256}`;
