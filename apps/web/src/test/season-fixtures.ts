/** The organisers' season on the wire, as GET /api/v2/backstage/season answers it. */
export const SEASON_PATH = 'api/v2/backstage/season';

/** A sealed round's seal: when, and the digest of its standings. */
export const SEAL = { sealed_at: '2027-01-25T10:00:00Z', digest: '3f9a6c1e8b2d4f70a5c3e9b1d7f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8' };

/** A voting round (round 1 the longlist, any other a shortlist): upcoming and not sealed, but for what `fields` say. */
export const seasonRound = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  kind: id === 1 ? 'longlist' : 'shortlist',
  starts_at: '2027-01-10T09:00:00Z',
  ends_at: '2027-01-24T22:59:00Z',
  reveals_at: '2027-01-25T18:00:00Z',
  audience_weight: 70,
  jury_weight: 30,
  tie_break: 'audience_then_jury',
  live_reveal: false,
  status: 'upcoming',
  seal: null,
  ...fields,
});

/** The season around `rounds`: the applications before them, the live show after. */
export const seasonOf = <Round extends object>(rounds: Round[]) => ({
  applications: { starts_at: '2026-11-18T09:00:00Z', ends_at: '2027-01-03T22:59:00Z' },
  rounds,
  live: { starts_at: '2027-02-20T19:00:00Z', ends_at: '2027-02-20T23:00:00Z' },
});
