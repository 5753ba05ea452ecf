import { describe, expect, it } from 'vitest';
import { nominationImageId } from './nomination-images';

const images = [
  { id: 1, imageOld: 'nomination-1-old', imageNew: 'nomination-1-new' },
  { id: 2, imageOld: 'nomination-2-old', imageNew: 'nomination-2-new' },
];

describe('nomination pictures', () => {
  it('come in an old and a new variant per nomination', () => {
    expect(nominationImageId(images, 2, 'old')).toBe('nomination-2-old');
    expect(nominationImageId(images, 2, 'new')).toBe('nomination-2-new');
  });

  it("fall back to nomination 1's picture for an unknown id", () => {
    expect(nominationImageId(images, 42, 'new')).toBe('nomination-1-new');
    expect(nominationImageId(images, 42, 'old')).toBe('nomination-1-old');
  });

  it('are unknown until the content has loaded', () => {
    expect(nominationImageId(undefined, 1, 'new')).toBeNull();
  });
});
