import { describe, expect, it } from 'vitest';
import { paragraphs } from './how-it-works-section';

describe('key date descriptions', () => {
  it("split into paragraphs at the editors' /n", () => {
    expect(paragraphs('Choose a nomination./nEvery application is reviewed within 60 hours.')).toEqual([
      'Choose a nomination.',
      'Every application is reviewed within 60 hours.',
    ]);
  });

  it('have no paragraph when empty', () => {
    expect(paragraphs('')).toEqual([]);
  });
});
