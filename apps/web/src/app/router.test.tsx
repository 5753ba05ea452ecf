import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-fixtures';
import { renderApp } from '@/test/render-app';
import { mergedHandle } from './route-handle';
import { createRoutes } from './router';

const showsDates = (path: string) => mergedHandle((matchRoutes(createRoutes(new QueryClient()), path) ?? []).map(({ route }) => route.handle)).showsDates ?? false;

afterEach(() => vi.restoreAllMocks());

describe('the date data of a drawn page', () => {
  it('is loaded before the takeover on the pages that can show a date as drawn, and on no other', () => {
    expect(['/giveaway', '/loty', '/stream', '/voting/1'].filter(showsDates)).toEqual(['/giveaway', '/loty', '/stream', '/voting/1']);
    expect(['/home', '/signin', '/application-form/3', '/privacy-policy', '/terms-of-use', '/cookies-policy', '/no-such-page'].filter(showsDates)).toEqual([]);
  });

  it('is not needed by the home page, which shows no date anywhere', async () => {
    mockApi();
    const dateFormatter = vi.spyOn(Intl, 'DateTimeFormat');
    renderApp('/home');
    // Without an IntersectionObserver every section is drawn at once: the whole page, down to its contact form.
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(await screen.findByRole('region', { name: /contact/i })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /jury/i })).toBeInTheDocument();
    expect(dateFormatter).not.toHaveBeenCalled();
  });
});
