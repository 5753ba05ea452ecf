import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathTo } from './paths';
import { returnPathOf } from './return-path';

afterEach(() => vi.restoreAllMocks());

describe('route paths by name', () => {
  it('fill in route parameters', () => {
    expect(pathTo('ApplicationForm', { nominationId: 4 })).toBe('/application-form/4');
    expect(pathTo('VOTING', { nominationId: 'a b' })).toBe('/voting/a%20b');
    expect(pathTo('Home')).toBe('/home');
  });

  it('read where a sign-in returns to only when it is a path on this site', () => {
    expect(returnPathOf('?next=%2Fbackstage%2Finbox%3Fpage%3D2')).toBe('/backstage/inbox?page=2');
    expect(returnPathOf('')).toBeNull();
    for (const elsewhere of ['https://evil.example/', '//evil.example', '/\\evil.example', 'backstage']) {
      expect(returnPathOf(`?next=${encodeURIComponent(elsewhere)}`)).toBeNull();
    }
  });

  it('report an unknown route name as an error and stay where the visitor is', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/loty');
    expect(pathTo('Nowhere' as 'Home')).toBe('/loty');
    expect(report).toHaveBeenCalledWith('Navigation to an unknown route name: Nowhere');
  });
});
