import { READINESS_CHECKS } from '@awards/contracts';

/** The season's readiness on the wire, as the overview and the confirmations read it. */
export const READINESS_PATH = 'api/v2/backstage/readiness';

type WireItem = Record<string, unknown> & { fix: string };

const FIXES: Record<string, string> = {
  overdue_entries: '/backstage/entries?overdue=true',
  thin_nominations: '/backstage/nominees',
  unvoted_nominations: '/backstage/show',
  unscored_judges: '/backstage/jury',
  judge_voted: '/backstage/jury',
  unsealed_rounds: '/backstage/results',
  no_stream_channels: '/backstage/content/stream_channels',
  missing_texts: '/backstage/content',
};

/** Every check, clear unless `found` gives its items (their count, unless given too). */
export const readiness = (found: Record<string, WireItem[] | { count: number; items: WireItem[] }> = {}, fields: Record<string, unknown> = {}) => ({
  phase: 'before_show',
  next: { kind: 'show-starts', at: '2027-02-20T19:00:00Z', round: null },
  checks: READINESS_CHECKS.map((kind) => {
    const given = found[kind] ?? [];
    const { count, items } = Array.isArray(given) ? { count: given.length, items: given } : given;
    return { kind, count, fix: FIXES[kind], items };
  }),
  ...fields,
});

/** A nomination of the live shortlist (round 2), as the checks of rounds name it. */
export const shortlistNomination = (nominationId: number, nomination: string) => ({ round_id: 2, round_kind: 'shortlist', nomination_id: nominationId, nomination });

/** The three findings the journey before the show meets: a judge who has not scored, one who voted, a nomination without votes. */
export const SHOW_FINDINGS = {
  unscored_judges: [{ ...shortlistNomination(1, 'Most hilarious reaction'), user_id: 31, name: 'Nadia Judge', scored: 1, nominees: 3, fix: '/backstage/jury' }],
  judge_voted: [{ ...shortlistNomination(1, 'Most hilarious reaction'), user_id: 32, name: 'Victor Voter', fix: '/backstage/jury' }],
  unvoted_nominations: [{ ...shortlistNomination(2, 'The brightest reaction'), live_reveal: true, fix: '/backstage/show' }],
};
