import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeMarkup, HOSTILE_TEXT } from '@/components/ui/rich-text/hostile-text';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const serveAnswers = (...answers: string[]) =>
  mockApi({
    'content/items/faq': {
      status: 200,
      body: { data: answers.map((answer, index) => ({ id: index + 1, translations: [{ id: index + 1, languages_code: 'EN', question: `Question ${index + 1}?`, answer }] })) },
    },
  });

const answerTo = async (question: string) => (await screen.findByText(question, {}, { timeout: 5000 })).closest('details')!;

describe('the FAQ', () => {
  it('shows an answer with the paragraphs, list and links its organisers wrote', async () => {
    serveAnswers('Anyone aged **18** or over.\n\n- streamers\n- viewers\n\nSee the [rules](/home#rules) or [write to us](mailto:team@awards.example).');
    renderApp('/home');
    const answer = await answerTo('Question 1?');
    expect([...answer.querySelectorAll('.faq__answer p')].map((paragraph) => paragraph.textContent)).toEqual(['Anyone aged 18 or over.', 'streamers', 'viewers', 'See the rules or write to us.']);
    expect(within(answer).getAllByRole('listitem', { hidden: true })).toHaveLength(2);
    expect(within(answer).getByRole('link', { name: 'rules', hidden: true })).toHaveAttribute('href', '/home#rules');
  });

  it('shows a hostile answer as words only: nothing in it runs, restyles the page or links to a script', async () => {
    serveAnswers('<img src=x onerror=alert(1)>', HOSTILE_TEXT);
    renderApp('/home');
    const first = await answerTo('Question 1?');
    const second = await answerTo('Question 2?');
    expect(activeMarkup(first)).toEqual([]);
    expect(activeMarkup(second)).toEqual([]);
    expect(second.querySelector('a')).toBeNull();
    expect(second).toHaveTextContent('click me');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
