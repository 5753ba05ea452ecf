import { describe, expect, it } from 'vitest';
import type { Nominee } from '@awards/contracts';
import { standings } from './standings';

const nominee = (id: number, nickname: string): Nominee => ({ id, nickname, photo: `nominee-${id}`, linkToPage: `https://twitch.tv/${nickname}` });
const nominees = [nominee(1, 'Ana'), nominee(2, 'Bo'), nominee(3, 'Cy')];

describe('voting results', () => {
  it('orders nominees by votes, marks the leader and keeps the shares', () => {
    const rows = standings(nominees, [
      { nomineeId: 1, votes: 2, percentage: 20 },
      { nomineeId: 2, votes: 7, percentage: 70 },
      { nomineeId: 3, votes: 1, percentage: 10 },
    ]);
    expect(rows.map((row) => [row.nominee.nickname, row.votes, row.percentage, row.leader])).toEqual([
      ['Bo', 7, 70, true],
      ['Ana', 2, 20, false],
      ['Cy', 1, 10, false],
    ]);
  });

  it('lets a tie share the lead and keeps the page order between equals', () => {
    const rows = standings(nominees, [
      { nomineeId: 1, votes: 3, percentage: 37.5 },
      { nomineeId: 2, votes: 2, percentage: 25 },
      { nomineeId: 3, votes: 3, percentage: 37.5 },
    ]);
    expect(rows.map((row) => [row.nominee.id, row.leader])).toEqual([
      [1, true],
      [3, true],
      [2, false],
    ]);
  });

  it('gives a nominee missing from the results no votes, and nobody leads without votes', () => {
    const rows = standings(nominees, []);
    expect(rows.map((row) => [row.nominee.id, row.votes, row.percentage, row.leader])).toEqual([
      [1, 0, 0, false],
      [2, 0, 0, false],
      [3, 0, 0, false],
    ]);
  });

  it('keeps every bar inside its track', () => {
    const rows = standings([nominee(1, 'Ana')], [{ nomineeId: 1, votes: 1, percentage: 100.04 }]);
    expect(rows[0]!.percentage).toBe(100);
  });
});
