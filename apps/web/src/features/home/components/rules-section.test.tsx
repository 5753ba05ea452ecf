import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeMarkup, HOSTILE_TEXT } from '@/components/ui/rich-text/hostile-text';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const serveRule = (text: string) =>
  mockApi({ 'content/items/Rules': { status: 200, body: { data: [{ id: 1, translations: [{ id: 1, languages_code: 'EN', title: 'Who may apply', text }] }] } } });

const rule = async () => (await screen.findByRole('heading', { level: 3, name: 'Who may apply' }, { timeout: 5000 })).closest('li')!;

describe('the rules', () => {
  it('show a rule as the numbered list and emphasis its organisers wrote', async () => {
    serveRule('Every entry must:\n\n1. be *your own* clip\n2. be **under** a minute');
    renderApp('/home');
    const item = await rule();
    expect([...item.querySelectorAll('.rules__text ol li')].map((entry) => entry.textContent)).toEqual(['be your own clip', 'be under a minute']);
    expect(item.querySelector('.rules__text em')).toHaveTextContent('your own');
  });

  it('show a hostile rule as words only: nothing in it runs, restyles the page or links to a script', async () => {
    serveRule(HOSTILE_TEXT);
    renderApp('/home');
    const item = await rule();
    expect(activeMarkup(item)).toEqual([]);
    expect(item.querySelector('a')).toBeNull();
    expect(item).toHaveTextContent('click me');
  });
});
