import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IntegrityReport } from '@awards/contracts';
import { votes } from '../voting/tables';
import { useTestServer } from '../../../test/harness';
import { backstage, createStaffMember } from '../../../test/staff';
import { createVoters } from '../../../test/voters';
import { castVote, replaceRounds } from '../../../test/voting';
import { fairRound, shownAddress, stuffedRound } from '../../../test/integrity';

describe('the integrity report', () => {
  const server = useTestServer({ env: { TRUST_PROXY: '1' } });
  let organiser: string;
  beforeAll(async () => {
    ({ staffToken: organiser } = await createStaffMember(server, 'integrity-organiser@awards.test', ['organiser']));
  });
  beforeEach(() => server.db.delete(votes));

  async function report(roundId: number) {
    const response = await backstage(server, organiser, `/api/v2/backstage/rounds/${roundId}/integrity`);
    expect(response.status).toBe(200);
    return IntegrityReport.parse(await response.json());
  }
  const ofKind = <Signal extends { kind: string }>(signals: Signal[], kind: string) => signals.filter((signal) => signal.kind === kind);

  it('fires nothing for an audience of month-old accounts voting from addresses of their own', async () => {
    const { round } = await fairRound(server);
    expect(await report(round.id)).toEqual({ round_id: round.id, signals: [], unlisted: [], quarantined: [] });
  });

  it('names each sock puppet pattern with the figures that made it fire', async () => {
    const { round, nominees } = await stuffedRound(server);
    const { signals } = await report(round.id);

    expect(ofKind(signals, 'sign_up_burst')).toEqual([
      {
        kind: 'sign_up_burst',
        id: expect.stringMatching(/^sign_up_burst:[0-9a-f]{16}:\d+:\d+$/),
        address: shownAddress(server, '10.9.0.1'),
        accounts: 6,
        voters: 6,
        votes: 6,
        quarantined: 0,
        first_at: expect.any(String),
        last_at: expect.any(String),
      },
    ]);
    const burst = signals.find((signal) => signal.kind === 'sign_up_burst');
    expect(burst?.kind === 'sign_up_burst' && Date.parse(burst.last_at) - Date.parse(burst.first_at)).toBeLessThan(10 * 60_000);

    expect(ofKind(signals, 'shared_address')).toEqual([
      { kind: 'shared_address', id: expect.stringMatching(/^shared_address:[0-9a-f]{16}$/), address: shownAddress(server, '10.9.2.1'), accounts: 5, user_agents: 5, votes: 5, quarantined: 0 },
    ]);

    // Eleven votes for A within seconds, in a round open for an hour: twelve five-minute windows, so twelve times its usual rate.
    expect(ofKind(signals, 'nominee_burst')).toEqual([
      {
        kind: 'nominee_burst',
        id: expect.stringMatching(new RegExp(`^nominee_burst:${nominees.a.id}:\\d+$`)),
        nomination_id: 1,
        nominee_id: nominees.a.id,
        nickname: nominees.a.nickname,
        from: expect.any(String),
        to: expect.any(String),
        factor: expect.closeTo(12, 0),
        votes: 11,
        quarantined: 0,
      },
    ]);

    expect(ofKind(signals, 'quick_votes')).toEqual([{ kind: 'quick_votes', id: 'quick_votes', seconds: 60, voters: 6, votes: 6, quarantined: 0 }]);
    expect(ofKind(signals, 'young_accounts')).toEqual([{ kind: 'young_accounts', id: 'young_accounts', hours: 24, voters: 6, votes: 6, quarantined: 0 }]);
    expect(ofKind(signals, 'disposable_email')).toEqual([
      { kind: 'disposable_email', id: 'disposable_email', domains: ['mailinator.com', 'yopmail.com'], voters: 3, votes: 3, quarantined: 0 },
    ]);
    expect(ofKind(signals, 'shared_mailbox')).toEqual([{ kind: 'shared_mailbox', id: expect.stringMatching(/^shared_mailbox:\d+$/), accounts: 3, votes: 3, quarantined: 0 }]);
    expect(signals).toHaveLength(7);
  });

  it('lists the twenty largest signals of a kind and says how many smaller ones it leaves out', async () => {
    const [round] = await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const [first, second] = round!.byNomination(1);
    const crowd = await createVoters(server.db, server.config, 22 * 5 + 1, `crowd-${Date.now()}`);
    // Twenty-two addresses with five voters each, the first with six: a carrier's shared addresses.
    for (const [index, voter] of crowd.entries()) {
      const address = `10.7.${Math.min(Math.floor(index / 5), 21)}.1`;
      expect((await castVote(server, 1, (index % 2 ? first : second)!.id, voter.token, { 'x-forwarded-for': address })).status).toBe(201);
    }
    const { signals, unlisted } = await report(round!.id);
    const addresses = ofKind(signals, 'shared_address');
    expect(addresses).toHaveLength(20);
    expect(addresses[0]).toMatchObject({ address: shownAddress(server, '10.7.21.1'), accounts: 6 });
    expect(unlisted).toEqual([{ kind: 'shared_address', signals: 2 }]);
  });

  it('holds no voter’s email and no whole address hash', async () => {
    const { round } = await stuffedRound(server);
    const text = JSON.stringify(await report(round.id));
    expect(text).not.toMatch(/@(gmail|googlemail|example)\.com/);
    expect(text).not.toMatch(/[0-9a-f]{17}/);
  });

  it('answers 404 for a round that does not exist, and 400 for an id that is no number', async () => {
    expect((await backstage(server, organiser, '/api/v2/backstage/rounds/999999/integrity')).status).toBe(404);
    expect((await backstage(server, organiser, '/api/v2/backstage/rounds/abc/integrity')).status).toBe(400);
  });
});
