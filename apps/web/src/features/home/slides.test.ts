import { describe, expect, it } from 'vitest';
import { buildSlides } from './slides';

const nominations = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Nomination ${index + 1}` }));
const kinds = (count: number) => buildSlides(nominations(count)).map((slide) => (slide.kind === 'nomination' ? slide.id : slide.kind));

describe('the slideshow cards', () => {
  it("put 'explore more' after the fifth nomination and 'guess the legend' last when there are more than five", () => {
    expect(kinds(11)).toEqual([1, 2, 3, 4, 5, 'explore', 6, 7, 8, 9, 10, 11, 'legend']);
  });

  it("have no 'explore more' card with five nominations or fewer", () => {
    expect(kinds(5)).toEqual([1, 2, 3, 4, 5, 'legend']);
    expect(kinds(2)).toEqual([1, 2, 'legend']);
  });

  it("add 'explore more' as soon as there is a sixth", () => {
    expect(kinds(6)).toEqual([1, 2, 3, 4, 5, 'explore', 6, 'legend']);
  });

  it('keep each nomination’s id and title', () => {
    expect(buildSlides([{ id: 7, title: 'Best female streamer' }])[0]).toEqual({ kind: 'nomination', id: 7, title: 'Best female streamer' });
  });
});
