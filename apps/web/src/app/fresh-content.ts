import { useEffect } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { CONTENT_QUERY_KEY } from '@/entities/content/content-items';
import { leavePreview, usePreview } from '@/lib/content-preview';
import { rereadQueriesAfterEvent, useLiveEvent } from '@/lib/live-events';
import { USER_QUERY_KEY } from './provider';

/**
 * What organisers edit is in the content service's answers, and in the API's answers that embed
 * some of it: the general settings (networks, stream channels, community link), the home data (the
 * previous edition's winners), the nominations' titles, in their list and on voting pages, and the
 * Legends blocks (texts, streamers' nicknames and photos).
 */
const HOLDING_CONTENT = new Set<unknown>([CONTENT_QUERY_KEY, 'settings', 'home', 'nominations', 'voting', 'legends']);
const HOLDING_CONTENT_FOR_USER = new Set<unknown>(['voting', 'legends']);
const holdsContent = ({ queryKey: [root, next] }: Query) => HOLDING_CONTENT.has(root) || (root === USER_QUERY_KEY && HOLDING_CONTENT_FOR_USER.has(next));

/** A publish reaches every open page at once: each reads within this spread, not all in the same instant. */
const SPREAD_MS = 1_000;

/** The answers holding content: what a tab in preview reads as the draft. */
const CONTENT_QUERIES = { predicate: holdsContent };

/**
 * Keeps the public site's content as organisers last published it: on each publish (a live
 * `content` event) the page reads it all again, so an open page shows it without a reload. A save
 * of the season's dates (a live `season` event) does the same: the dates are in the settings, the
 * voting pages and the texts that quote them. A tab in preview also reads the draft again whenever
 * it comes back into view or focus, since its organiser edits in another tab; the two come
 * together, and one read serves both.
 */
export function useFreshContent(): void {
  const queryClient = useQueryClient();
  const readAll = () => setTimeout(() => void rereadQueriesAfterEvent(queryClient, CONTENT_QUERIES), Math.random() * SPREAD_MS);
  useLiveEvent('content', readAll);
  useLiveEvent('season', readAll);

  const previewing = usePreview() !== 'off';
  useEffect(() => {
    if (!previewing) return;
    let reading: Promise<void> | undefined;
    const reread = () => {
      if (reading || document.visibilityState === 'hidden') return;
      reading = rereadQueriesAfterEvent(queryClient, CONTENT_QUERIES).finally(() => (reading = undefined));
    };
    window.addEventListener('focus', reread);
    document.addEventListener('visibilitychange', reread);
    return () => {
      window.removeEventListener('focus', reread);
      document.removeEventListener('visibilitychange', reread);
    };
  }, [previewing, queryClient]);
}

/** Leaves preview: the draft's answers are dropped, and what is on show is read as published. */
export function useExitPreview(): () => void {
  const queryClient = useQueryClient();
  return () => {
    leavePreview();
    void queryClient.resetQueries(CONTENT_QUERIES);
  };
}
