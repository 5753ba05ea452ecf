import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { CONTENT_QUERY_KEY, contentQuery } from './content-items';

const fetchMock = vi.fn<typeof fetch>();
const answer = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
const requested = () => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://site.example');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => vi.unstubAllGlobals());

describe('a read of the content service', () => {
  it('asks for the collection by its wire name and the fields in the wire’s words, every language’s texts with them', async () => {
    fetchMock.mockResolvedValue(answer([{ id: 1, sort: 1, starts_at: '2026-11-18T00:00:00Z', translations: [] }]));
    const rows = await new QueryClient().fetchQuery(contentQuery('keyDates', ['id', 'sort', 'startsAt', 'translations'], { sort: 'sort' }));
    const url = requested();
    expect(url.pathname).toBe('/content/items/key_dates');
    expect(url.searchParams.get('fields')).toBe('id,sort,starts_at,translations.*');
    expect(url.searchParams.get('sort')).toBe('sort');
    expect(rows).toEqual([{ id: 1, sort: 1, startsAt: '2026-11-18T00:00:00Z', translations: [] }]);
  });

  it('passes a filter on, and gives a collection of one item as that item', async () => {
    fetchMock.mockResolvedValue(answer([{ slug: 'terms-of-use', translations: [] }]));
    await new QueryClient().fetchQuery(contentQuery('pages', ['slug', 'translations'], { filter: { slug: { _eq: 'terms-of-use' } } }));
    expect(requested().pathname).toBe('/content/items/pages');
    expect(requested().search).toContain('terms-of-use');

    fetchMock.mockResolvedValue(answer({ end_datetime: '2027-01-03T23:59:59Z', translations: [] }));
    const timer = await new QueryClient().fetchQuery(contentQuery('timer', ['endDatetime', 'translations']));
    expect(timer.endDatetime).toBe('2027-01-03T23:59:59Z');
  });

  it('is keyed under content, which a publish reads again, apart for each set of fields of one collection', () => {
    const images = contentQuery('nominations', ['id', 'imageOld', 'imageNew']).queryKey;
    const texts = contentQuery('nominations', ['id', 'translations']).queryKey;
    expect(images[0]).toBe(CONTENT_QUERY_KEY);
    expect(images).not.toEqual(texts);
    expect(contentQuery('nominations', ['id', 'imageOld', 'imageNew']).queryKey).toEqual(images);
  });
});
