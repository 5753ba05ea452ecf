import type { EntryClip } from '@awards/contracts';

/**
 * Where a linked clip can be watched inside the backstage: YouTube, Twitch and Kick links become
 * their platform's player, starting at the entry's time code where the player takes a start;
 * anything else stays a link to open.
 *
 * Twitch's players refuse to load without a `parent` naming the embedding page's host, which only
 * the browser knows: their `url` comes without it, and the web appends `&parent=<location.hostname>`
 * (every Twitch `url` here already has a query string).
 */

/**
 * The seconds an entry's time code names, or null. The form takes the time code as free text, so
 * the first time in it counts, written `1:23:45`, `83:10`, `1h23m45s`, `23m`, `45s` or as bare
 * seconds (`90`); `1:23:45 – 1:24:10` starts at the first.
 */
export function timeCodeSeconds(timeCode: string | null | undefined): number | null {
  const text = timeCode?.trim() ?? '';
  const clock = /(?<!\d)(\d{1,3}):(\d{1,2})(?::(\d{1,2}))?(?!\d)/.exec(text);
  if (clock) {
    const [first, second, third] = [clock[1], clock[2], clock[3]].map(Number) as [number, number, number];
    if (second > 59 || (clock[3] !== undefined && third > 59)) return null;
    return clock[3] === undefined ? first * 60 + second : first * 3600 + second * 60 + third;
  }
  // Starts at a number with its unit, so that it never matches an empty stretch.
  const units = /(?<![\w.])(?=\d+\s*[hms])(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s(?:ec)?)?(?!\w)/i.exec(text);
  if (units) {
    return Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  }
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** `1h2m3s`, as Twitch's player takes a start. */
const twitchTime = (seconds: number) => `${Math.floor(seconds / 3600)}h${Math.floor((seconds % 3600) / 60)}m${seconds % 60}s`;

const YOUTUBE_ID = /^[\w-]{11}$/;
const TWITCH_SLUG = /^[\w-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function youtubeId(url: URL, host: string, path: string[]): string | undefined {
  if (host === 'youtu.be') return path[0];
  if (!['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com'].includes(host)) return undefined;
  if (path[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (['shorts', 'live', 'embed'].includes(path[0] ?? '')) return path[1];
  return undefined;
}

function embedOf(link: string, start: number | null): EntryClip | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname.split('/').filter(Boolean);
  // A time in the link itself (`?t=90`, `?t=1h2m3s`) stands in for a missing time code.
  const startAt = start ?? timeCodeSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));

  const youtube = youtubeId(url, host, path);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    const src = `https://www.youtube-nocookie.com/embed/${youtube}${startAt ? `?start=${startAt}` : ''}`;
    return { kind: 'embed', provider: 'youtube', url: src, startSeconds: startAt || null };
  }
  if (host === 'clips.twitch.tv' || ((host === 'twitch.tv' || host === 'm.twitch.tv') && path[1] === 'clip')) {
    // A clip is the moment itself: its player takes no start.
    const slug = host === 'clips.twitch.tv' ? path[0] : path[2];
    if (slug && slug !== 'embed' && TWITCH_SLUG.test(slug)) return { kind: 'embed', provider: 'twitch', url: `https://clips.twitch.tv/embed?clip=${slug}`, startSeconds: null };
  }
  if ((host === 'twitch.tv' || host === 'm.twitch.tv') && path[0] === 'videos' && /^\d+$/.test(path[1] ?? '')) {
    // Twitch's player names a past broadcast by its id with a `v` in front.
    const src = `https://player.twitch.tv/?video=v${path[1]}${startAt ? `&t=${twitchTime(startAt)}` : ''}`;
    return { kind: 'embed', provider: 'twitch', url: src, startSeconds: startAt || null };
  }
  if (host === 'kick.com') {
    // A past broadcast: kick.com/<channel>/videos/<uuid>, or the older kick.com/video/<uuid>. Kick's
    // player takes no start, and it has no player for clips, which stay links.
    const uuid = path[0] === 'video' ? path[1] : path[1] === 'videos' ? path[2] : undefined;
    if (uuid && UUID.test(uuid)) return { kind: 'embed', provider: 'kick', url: `https://player.kick.com/video/${uuid.toLowerCase()}`, startSeconds: null };
  }
  return undefined;
}

/** The clip of an entry with a media link: a platform's player, or the link itself. */
export function linkedClip(link: string, timeCode: string | null): EntryClip {
  return embedOf(link, timeCodeSeconds(timeCode)) ?? { kind: 'link', url: link };
}
