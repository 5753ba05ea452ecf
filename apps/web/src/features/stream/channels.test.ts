import { describe, expect, it } from 'vitest';
import type { StreamSettings } from '@awards/contracts';
import { streamCards, watchUrl } from './channels';

const settings: StreamSettings = {
  main: { provider: 'twitch', channel: 'streamawards' },
  restreams: {
    EN: { provider: 'youtube', channel: 'streamawards-en' },
    SP: { provider: 'kick', channel: 'streamawards-es' },
    RU: { provider: 'twitch', channel: 'streamawards_ru' },
    PT: { provider: 'kick', channel: 'streamawards-pt' },
  },
};

describe('stream channels', () => {
  it("put the main stream first, then the viewer's language, then the others", () => {
    expect(streamCards(settings, 'RU').map((card) => card.kind)).toEqual(['main', 'RU', 'EN', 'SP', 'PT']);
    expect(streamCards(settings, 'EN').map((card) => card.kind)).toEqual(['main', 'EN', 'SP', 'RU', 'PT']);
  });

  it('link to the channel on its provider, and to nothing for an unknown provider', () => {
    expect(watchUrl(settings.main)).toBe('https://www.twitch.tv/streamawards');
    expect(watchUrl(settings.restreams.EN)).toBe('https://www.youtube.com/@streamawards-en/live');
    expect(watchUrl(settings.restreams.SP)).toBe('https://kick.com/streamawards-es');
    expect(watchUrl({ provider: 'Kick', channel: 'a b' })).toBe('https://kick.com/a%20b');
    expect(watchUrl({ provider: 'vimeo', channel: 'x' })).toBeUndefined();
  });
});
