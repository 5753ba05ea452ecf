import { describe, expect, it } from 'vitest';
import { linkedClip, timeCodeSeconds } from './clip-links';

describe('reading an entry’s time code', () => {
  it.each([
    ['01:23:45', 5025],
    ['1:02', 62],
    ['83:10', 4990],
    ['0:00:07', 7],
    ['1h23m45s', 5025],
    ['1h 2m', 3720],
    ['23m', 1380],
    ['45s', 45],
    ['5 min', 300],
    ['90', 90],
    [' 01:23:45 – 01:24:10 ', 5025],
    ['around 12:30, when she screams', 750],
  ])('reads %j as %i seconds', (timeCode, seconds) => {
    expect(timeCodeSeconds(timeCode)).toBe(seconds);
  });

  it.each([null, '', 'the end of the stream', '1:75', '12:30:99', 'v2.5'])('finds no time in %j', (timeCode) => {
    expect(timeCodeSeconds(timeCode)).toBeNull();
  });
});

describe('the player for a linked clip', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5025'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5025'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5025'],
    ['http://YouTube.com/live/dQw4w9WgXcQ?feature=share', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5025'],
  ])('plays YouTube’s %s from the time code, without cookies', (link, url) => {
    expect(linkedClip(link, '1:23:45')).toEqual({ kind: 'embed', provider: 'youtube', url, startSeconds: 5025 });
  });

  it('starts YouTube at the link’s own time when the entry gives none, and at the beginning when neither does', () => {
    expect(linkedClip('https://youtu.be/dQw4w9WgXcQ?t=90', null)).toMatchObject({ url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90', startSeconds: 90 });
    expect(linkedClip('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', null)).toMatchObject({ startSeconds: 90 });
    expect(linkedClip('https://youtu.be/dQw4w9WgXcQ', 'whole video')).toEqual({ kind: 'embed', provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', startSeconds: null });
  });

  it.each([
    ['https://clips.twitch.tv/FunnyCleverCatKappa-AbC_12', 'FunnyCleverCatKappa-AbC_12'],
    ['https://www.twitch.tv/luckylena/clip/FunnyCleverCatKappa-AbC_12?filter=clips', 'FunnyCleverCatKappa-AbC_12'],
    ['https://m.twitch.tv/luckylena/clip/FunnyCleverCatKappa-AbC_12', 'FunnyCleverCatKappa-AbC_12'],
  ])('plays the Twitch clip %s in the clip player, which takes no start, leaving the parent to the page', (link, slug) => {
    expect(linkedClip(link, '1:23:45')).toEqual({ kind: 'embed', provider: 'twitch', url: `https://clips.twitch.tv/embed?clip=${slug}`, startSeconds: null });
  });

  it('plays a Twitch past broadcast from the time code, or from the link’s own time', () => {
    expect(linkedClip('https://www.twitch.tv/videos/2212345678', '01:02:03')).toEqual({
      kind: 'embed',
      provider: 'twitch',
      url: 'https://player.twitch.tv/?video=v2212345678&t=1h2m3s',
      startSeconds: 3723,
    });
    expect(linkedClip('https://twitch.tv/videos/2212345678?t=0h5m0s', null)).toMatchObject({ url: 'https://player.twitch.tv/?video=v2212345678&t=0h5m0s', startSeconds: 300 });
    expect(linkedClip('https://twitch.tv/videos/2212345678', null)).toMatchObject({ url: 'https://player.twitch.tv/?video=v2212345678', startSeconds: null });
  });

  it('plays a Kick past broadcast in Kick’s player, which takes no start', () => {
    const uuid = '3f1c7e9e-3f0e-4a3b-9a7e-2b1d1b1b1b1b';
    const clip = { kind: 'embed', provider: 'kick', url: `https://player.kick.com/video/${uuid}`, startSeconds: null };
    expect(linkedClip(`https://kick.com/luckylena/videos/${uuid}`, '1:23:45')).toEqual(clip);
    expect(linkedClip(`https://www.kick.com/video/${uuid.toUpperCase()}`, null)).toEqual(clip);
  });

  it.each([
    'https://kick.com/luckylena/clips/clip_01JABCDEF',
    'https://kick.com/luckylena',
    'https://www.twitch.tv/luckylena',
    'https://www.youtube.com/@luckylena',
    'https://youtu.be/too-short',
    'https://vimeo.com/123456',
    'https://clips.example.com/1',
  ])('leaves %s a link to open', (link) => {
    expect(linkedClip(link, '1:23:45')).toEqual({ kind: 'link', url: link });
  });
});
