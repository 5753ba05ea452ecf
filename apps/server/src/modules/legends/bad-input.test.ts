import { expect } from 'vitest';
import { bearer } from '../../../test/accounts';
import { describeBadInput, notText } from '../../../test/bad-input';
import { legendGuesses } from './tables';
import { usersNamed } from '../../../test/legends';

/** Values every id field refuses: the text cases but a number, and numbers that are no row id. */
const notAnId: [string, unknown][] = [
  ...notText.filter(([, value]) => typeof value !== 'number'),
  ['a numeric string', '1'],
  ['zero', 0],
  ['negative', -1],
  ['a fraction', 1.5],
  ['beyond 32 bits', 2_147_483_648],
  ['a huge number', 1e300],
];

describeBadInput({
  path: '/api/v2/loty/guess',
  valid: { block_id: 1, streamer_id: 1 },
  badFields: { block_id: notAnId, streamer_id: notAnId },
  headers: async (server) => bearer((await usersNamed(server, ['Anna Petrova']))[0]!.token),
  afterCases: async (server) => expect(await server.db.select().from(legendGuesses)).toEqual([]),
});
