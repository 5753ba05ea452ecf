/** The season's dates as announced, shared by the timer, the key dates and the giveaway. */
export const SEASON = {
  applicationsOpen: '2026-11-18T00:00:00Z',
  applicationsClose: '2027-01-03T23:59:59Z',
  votingOpens: '2027-01-13T00:00:00Z',
  votingCloses: '2027-02-11T23:59:59Z',
  /** 16:00 CEST as the show is announced, that is UTC+2. */
  liveShowStarts: '2027-02-27T14:00:00Z',
  liveShowEnds: '2027-02-27T17:00:00Z',
} as const;
