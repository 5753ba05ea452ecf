import { expect } from 'vitest';
import { votes } from './tables';
import { bearer } from '../../../test/accounts';
import { describeBadInput, notText } from '../../../test/bad-input';
import { passingCaptcha } from '../../../test/fake-captcha';
import { createVoters } from '../../../test/voters';
import { replaceRounds } from '../../../test/voting';

describeBadInput({
  path: '/api/v2/voting/1/vote',
  valid: { nominee_id: 1, captcha_token: passingCaptcha('vote'), action: 'vote' },
  badFields: {
    nominee_id: [
      ['missing', undefined],
      ['null', null],
      ['a numeric string', '1'],
      ['an empty string', ''],
      ['true', true],
      ['an array', [1]],
      ['an object', { id: 1 }],
      ['zero', 0],
      ['negative', -1],
      ['a fraction', 1.5],
      ['past a 32-bit id', 2_147_483_648],
      ['huge', 1e308],
    ],
    captcha_token: [...notText, ['only spaces', '   '], ['4097 characters', 'x'.repeat(4097)]],
    action: [
      ['missing', undefined],
      ['null', null],
      ["another form's action", 'signup'],
      ['upper-cased', 'VOTE'],
      ['a number', 1],
    ],
  },
  headers: async (server) => {
    await replaceRounds(server.db, [{ kind: 'longlist', phase: 'open' }]);
    const [voter] = await createVoters(server.db, server.config, 1);
    return bearer(voter!.token);
  },
  afterCases: async (server) => expect(await server.db.select().from(votes)).toEqual([]),
});
