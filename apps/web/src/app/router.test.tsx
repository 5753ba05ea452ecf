import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mergedHandle } from './route-handle';
import { createRoutes } from './router';

const showsDates = (path: string) => mergedHandle((matchRoutes(createRoutes(new QueryClient()), path) ?? []).map(({ route }) => route.handle)).showsDates ?? false;

describe('the date data of a drawn page', () => {
  it('is loaded before the takeover on the pages that can show a date as drawn, and on no other', () => {
    const dated = ['/home', '/signin', '/giveaway', '/loty', '/stream', '/voting/1', '/application-form/3'];
    expect(dated.filter(showsDates)).toEqual(dated);
    expect(['/privacy-policy', '/terms-of-use', '/cookies-policy', '/no-such-page'].filter(showsDates)).toEqual([]);
  });
});
