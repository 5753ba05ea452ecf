import { describe, expect, it } from 'vitest';
import { applyMark } from './rich-text-format';

const text = 'Apply now.\nVotes open soon.';

describe("the rich text toolbar's marks", () => {
  it('wrap the selection in bold or italic, keeping it selected', () => {
    expect(applyMark('bold', { text, start: 0, end: 5 }, 'link')).toEqual({ text: '**Apply** now.\nVotes open soon.', start: 2, end: 7 });
    expect(applyMark('italic', { text, start: 6, end: 9 }, 'link')).toEqual({ text: 'Apply _now_.\nVotes open soon.', start: 7, end: 10 });
  });

  it('put the caret between the marks when nothing is selected', () => {
    expect(applyMark('bold', { text: 'Hi ', start: 3, end: 3 }, 'link')).toEqual({ text: 'Hi ****', start: 5, end: 5 });
  });

  it('start each selected line as a list item or a heading, once', () => {
    expect(applyMark('list', { text, start: 2, end: 14 }, 'link').text).toBe('- Apply now.\n- Votes open soon.');
    expect(applyMark('list', { text: '- Apply now.', start: 4, end: 4 }, 'link').text).toBe('- Apply now.');
    expect(applyMark('heading', { text, start: 12, end: 12 }, 'link')).toEqual({ text: 'Apply now.\n## Votes open soon.', start: 15, end: 15 });
  });

  it('make the selection a link with its address selected to type over', () => {
    expect(applyMark('link', { text, start: 0, end: 5 }, 'link text')).toEqual({ text: '[Apply](https://) now.\nVotes open soon.', start: 8, end: 16 });
    expect(applyMark('link', { text: '', start: 0, end: 0 }, 'link text')).toEqual({ text: '[link text](https://)', start: 12, end: 20 });
  });
});
