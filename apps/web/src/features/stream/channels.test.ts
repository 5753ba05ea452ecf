import { describe, expect, it } from 'vitest';
import type { LanguageCode, StreamSettings } from '@awards/contracts';
import { streamCards, watchUrl } from './channels';

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
});
