import { describe, expect, it } from 'vitest';
import type { LanguageCode, StreamSettings } from '@awards/contracts';
import { playerUrl, streamCards, watchUrl } from './channels';

/** A channel id as YouTube gives them: UC and 22 more characters. */
const CHANNEL_ID = 'UC0123456789abcdefghij-_';

/** Test channels of their own (not the seed's), on every provider the links are made for. */
const restream = (provider: string, language: LanguageCode) => ({ provider, channel: `awards-${language.toLowerCase()}` });
const settings: StreamSettings = {
  main: { provider: 'twitch', channel: 'awards' },
  restreams: { EN: restream('youtube', 'EN'), SP: restream('kick', 'SP'), RU: restream('twitch', 'RU'), PT: restream('kick', 'PT') },
};

describe('stream channels', () => {
  it("put the main stream first, then the viewer's language, then the others", () => {
    expect(streamCards(settings, 'RU').map((card) => card.kind)).toEqual(['main', 'RU', 'EN', 'SP', 'PT']);
    expect(streamCards(settings, 'EN').map((card) => card.kind)).toEqual(['main', 'EN', 'SP', 'RU', 'PT']);
  });

  it('link to the channel on its provider, and to nothing for an unknown provider', () => {
    expect(watchUrl(settings.main)).toBe('https://www.twitch.tv/awards');
    expect(watchUrl(settings.restreams.EN)).toBe('https://www.youtube.com/@awards-en/live');
    expect(watchUrl(settings.restreams.SP)).toBe('https://kick.com/awards-sp');
    expect(watchUrl({ provider: 'Kick', channel: 'a b' })).toBe('https://kick.com/a%20b');
    expect(watchUrl({ provider: 'vimeo', channel: 'x' })).toBeUndefined();
  });

  it("link to a YouTube channel by its id or its handle, with or without the handle's @", () => {
    expect(watchUrl({ provider: 'youtube', channel: CHANNEL_ID })).toBe(`https://www.youtube.com/channel/${CHANNEL_ID}/live`);
    expect(watchUrl({ provider: 'youtube', channel: '@awards-en' })).toBe('https://www.youtube.com/@awards-en/live');
  });

  it("play a Twitch channel in Twitch's player, telling it the page's host", () => {
    expect(playerUrl(settings.main, 'awards.example')).toBe('https://player.twitch.tv/?channel=awards&parent=awards.example');
    expect(playerUrl({ provider: 'Twitch', channel: 'a&b' }, 'localhost')).toBe('https://player.twitch.tv/?channel=a%26b&parent=localhost');
  });

  it("play a Kick channel in Kick's player", () => {
    expect(playerUrl(settings.restreams.SP, 'awards.example')).toBe('https://player.kick.com/awards-sp');
  });

  it("play a YouTube channel's live stream by the channel's id only: a handle has no player", () => {
    expect(playerUrl({ provider: 'youtube', channel: CHANNEL_ID }, 'awards.example')).toBe(`https://www.youtube-nocookie.com/embed/live_stream?channel=${CHANNEL_ID}`);
    expect(playerUrl(settings.restreams.EN, 'awards.example')).toBeUndefined();
    expect(playerUrl({ provider: 'youtube', channel: 'UCtooShort' }, 'awards.example')).toBeUndefined();
  });

  it('have no player for an unknown provider', () => {
    expect(playerUrl({ provider: 'vimeo', channel: 'x' }, 'awards.example')).toBeUndefined();
  });
});
