/**
 * The season's dates as announced, which the seeded timeline moves as a whole. Deadlines fall at
 * 23:59:59 in the show's zone (CET, UTC+1, all winter), where every text gives them.
 */
export const SEASON = {
  applicationsOpen: '2026-11-18T00:00:00Z',
  applicationsClose: '2027-01-03T22:59:59Z',
  votingOpens: '2027-01-13T00:00:00Z',
  votingCloses: '2027-02-11T22:59:59Z',
  /** 16:00 in Central Europe, where February keeps winter time (CET, UTC+1). */
  liveShowStarts: '2027-02-27T15:00:00Z',
  liveShowEnds: '2027-02-27T18:00:00Z',
} as const;
