import type { HighlightItem } from '@awards/contracts';

/** The two previous editions' figures, newest first. */
export const highlights: HighlightItem[] = [
  { id: 1, sort: 1, year: 2024, applications: 88_000, votes: 281_000, viewers: 500_000 },
  { id: 2, sort: 2, year: 2023, applications: 75_000, votes: 230_000, viewers: 420_000 },
];
