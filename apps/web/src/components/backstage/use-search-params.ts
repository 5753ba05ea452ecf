import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The address's query as URLSearchParams and a setter that pushes a new one, for the backstage's
 * filtered lists. react-router has its own `useSearchParams`, but the router's module is part of
 * the public pages' first download (vite.config.ts), and any of its exports a lazy page uses is
 * kept there too; useLocation and useNavigate are there already.
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | string) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // A string is a whole query as the address shows it ('?page=2', or '' for none).
  const setParams = useCallback((next: URLSearchParams | string) => void navigate({ search: typeof next === 'string' ? next : `?${next.toString()}` }), [navigate]);
  return [params, setParams];
}
