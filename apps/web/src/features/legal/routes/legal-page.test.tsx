import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeMarkup, HOSTILE_TEXT } from '@/components/ui/rich-text/hostile-text';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const servePage = (body: string) =>
  mockApi({ 'content/items/pages': { status: 200, body: { data: [{ slug: 'terms-of-use', translations: [{ id: 1, languages_code: 'EN', title: 'Terms of the Awards', body }] }] } } });

const pageBody = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Terms of the Awards' }, { timeout: 5000 });
  // The text is built once the Markdown reader, which the page loads when it draws a text itself, is in.
  return waitFor(() => {
    const text = document.querySelector('.legal');
    expect(text).not.toBeNull();
    return text!;
  });
};

describe('a legal page', () => {
  it('shows the sections, paragraphs and links its organisers wrote', async () => {
    servePage('## Who we are\n\nThe Awards team.\n\n## Contact\n\nWrite to [team@awards.example](mailto:team@awards.example).');
    renderApp('/terms-of-use');
    const body = await pageBody();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Who we are', 'Contact']);
    expect([...body.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['The Awards team.', 'Write to team@awards.example.']);
    expect(screen.getByRole('link', { name: 'team@awards.example' })).toHaveAttribute('href', 'mailto:team@awards.example');
  });

  it('shows a hostile body as words only: nothing in it runs, restyles the page or links to a script', async () => {
    servePage(HOSTILE_TEXT);
    renderApp('/terms-of-use');
    const body = await pageBody();
    expect(activeMarkup(body)).toEqual([]);
    expect(body.querySelector('a')).toBeNull();
    expect(body).toHaveTextContent('click me');
  });
});
