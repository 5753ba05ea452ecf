import { KEY_DATE_PARAGRAPH_BREAK } from '@awards/contracts';
import { describe, expect, it } from 'vitest';
import { PARAGRAPH_BREAK, paragraphs } from './how-it-works-section';

describe('key date descriptions', () => {
  it("split into paragraphs at the editors' /n", () => {
    expect(paragraphs('Choose a nomination./nEvery application is reviewed within 60 hours.')).toEqual([
      'Choose a nomination.',
      'Every application is reviewed within 60 hours.',
    ]);
  });

  it('use the break sequence the content contracts define', () => {
    expect(PARAGRAPH_BREAK).toBe(KEY_DATE_PARAGRAPH_BREAK);
  });

  it('have no paragraph when empty', () => {
    expect(paragraphs('')).toEqual([]);
  });
});
