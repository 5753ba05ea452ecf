import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../users/tables';
import { applications } from './tables';
import { bearer, createSignedInUser } from '../../../test/accounts';
import { blankOrLong, describeBadInput, notText } from '../../../test/bad-input';
import { entry } from '../../../test/entries';

const badLinks: [string, unknown][] = [
  ['not a link', 'twitch dot tv slash lena'],
  ['a link to a private address', 'http://192.168.1.10/lena'],
  ['a link to this machine', 'http://localhost:8080/lena'],
  ['an ftp link', 'ftp://files.example.com/clip.mp4'],
  ['a script link', 'javascript:alert(1)'],
  ['a link of 256 characters', `https://twitch.tv/${'x'.repeat(238)}`],
];

describeBadInput({
  path: '/api/v2/application/new',
  valid: entry(),
  headers: async (server) => bearer((await createSignedInUser(server, 'bad-input@example.com')).token),
  badFields: {
    nickname: [...notText, ...blankOrLong, ['of one character', 'x']],
    link_to_page: [...notText, ...badLinks],
    link_to_media: [['missing, with no video either', undefined], ['a number', 42], ['an object', { url: 'https://youtu.be/x' }], ...badLinks],
    video_id: [['not a uuid', 'video-1'], ['a number', 42], ['a uuid with junk after it', '6f1c7e9e-3f0e-4a3b-9a7e-2b1d1b1b1b1b/../x']],
    comments: [['of one character', 'x'], ['256 characters', 'x'.repeat(256)], ['a number', 42]],
    nomination_id: [
      ['missing', undefined],
      ['a numeric string', '3'],
      ['zero', 0],
      ['twelve', 12],
      ['a fraction', 1.5],
      ['negative', -1],
      ['a huge number', 1e20],
    ],
    time_code: [['256 characters', 'x'.repeat(256)], ['an array', ['01:00']]],
    captcha_token: [['missing', undefined], ['an empty string', '']],
    action: [['missing', undefined], ['another form’s action', 'signup']],
  },
  // The seed's demo entries aside, no entry was stored.
  afterCases: async (server) => {
    const stored = await server.db.select({ id: applications.id }).from(applications).innerJoin(users, eq(users.id, applications.userId)).where(eq(users.email, 'bad-input@example.com'));
    expect(stored).toEqual([]);
  },
});
