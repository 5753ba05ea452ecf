/** The season's dates as announced, shared by the timer, the key dates and the giveaway. */
export const SEASON = {
  applicationsOpen: '2026-11-18T00:00:00Z',
  applicationsClose: '2027-01-03T23:59:59Z',
  votingOpens: '2027-01-13T00:00:00Z',
  votingCloses: '2027-02-11T23:59:59Z',
  /** 16:00 in Central Europe, where February keeps winter time (CET, UTC+1). */
  liveShowStarts: '2027-02-27T15:00:00Z',
  liveShowEnds: '2027-02-27T18:00:00Z',
} as const;
