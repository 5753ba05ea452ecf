import { describe, expect, it } from 'vitest';
import { winnersView } from './winners';

describe('the home page winners', () => {
  it("show the previous edition's winners with their edition, in nomination order", () => {
    const view = winnersView({
      source: 'previous_edition',
      items: [
        { nominationId: 2, nickname: 'SparkVixen', photo: 'winner-2025-2', linkToPage: 'https://twitch.example/sparkvixen', edition: 2025 },
        { nominationId: 1, nickname: 'GiggleGrenade', photo: 'winner-2025-1', linkToPage: 'https://twitch.example/gigglegrenade', edition: 2025 },
      ],
    });
    expect(view.source).toBe('previous_edition');
    expect(view.edition).toBe(2025);
    expect(view.cards).toEqual([
      { nominationId: 1, nickname: 'GiggleGrenade', photo: 'winner-2025-1', link: 'https://twitch.example/gigglegrenade', percentage: null, result: null },
      { nominationId: 2, nickname: 'SparkVixen', photo: 'winner-2025-2', link: 'https://twitch.example/sparkvixen', percentage: null, result: null },
    ]);
  });

  it("show this season's winners from the nominee inside each item, with their share of the votes and their result", () => {
    const view = winnersView({
      source: 'current',
      items: [{ nominationId: 3, nominee: { id: 9, nickname: 'NeonNook', photo: 'https://cdn.example/n.png', linkToPage: 'https://twitch.example/neonnook' }, votes: 120, percentage: 48.5, result: 61.2345 }],
    });
    expect(view).toEqual({
      source: 'current',
      edition: null,
      cards: [{ nominationId: 3, nickname: 'NeonNook', photo: 'https://cdn.example/n.png', link: 'https://twitch.example/neonnook', percentage: 48.5, result: 61.2345 }],
    });
  });

});
