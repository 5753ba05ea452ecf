/**
 * When each integrity signal fires, in one place. A signal is a prompt to look, never a verdict:
 * it says what it saw and an organiser decides. The numbers sit above what a household or a group
 * of friends voting together produces, and low enough that a handful of scripted sock puppets (the
 * integrity tests' season) shows every signal.
 */
export const THRESHOLDS = {
  /**
   * Accounts created from one address, each within `gapMinutes` of the previous: five sign-ups in
   * a row from one connection is a script or a farm; a family signs up over days, not minutes.
   */
  signUpBurst: { accounts: 5, gapMinutes: 10 },
  /**
   * Accounts voting from one address. Four share a flat; five and more is a shared connection
   * worth a look (a café, a campus) or one person switching accounts, which the user agents tell apart.
   */
  sharedAddress: { accounts: 5 },
  /**
   * Votes for one nominee within `windowMinutes`, at least `votes` of them and `factor` times the
   * nominee's usual rate (its votes over the round's windows so far): a streamer's call to vote
   * raises the rate over hours; a script lands its votes in minutes.
   */
  nomineeBurst: { votes: 8, windowMinutes: 5, factor: 5 },
  /**
   * Votes cast within `seconds` of the account's sign-up: signing up, reading the mail, choosing a
   * password and finding a nominee takes a person longer than a minute; five such votes is a pattern.
   */
  quickVotes: { votes: 5, seconds: 60 },
  /** Voters whose account was under `hours` old when they voted: a day old is new to the show. */
  youngAccounts: { voters: 5, hours: 24 },
  /** Voters at throwaway mail services: sign-up refuses them now, so any are from before, or from a service listed since. */
  disposableEmail: { voters: 3 },
  /** Accounts that reach one mailbox: two are already one person voting twice. */
  sharedMailbox: { accounts: 2 },
} as const;

/**
 * How many signals of one kind the report lists, the largest first; it says how many more there
 * are. Behind a carrier's shared addresses thousands of real viewers may each raise a small signal,
 * and a page of twenty per kind is what an organiser reads before deciding.
 */
export const LISTED_PER_KIND = 20;
