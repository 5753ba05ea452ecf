import { expect } from 'vitest';
import { contactReplies } from './tables';
import { describeBadInput, notText } from '../../../test/bad-input';
import { repliesMailed, sendContactMessage, staffWithName } from '../../../test/contact';

describeBadInput({
  // The first message of the fresh database the suite starts, sent by `headers` below.
  path: '/api/v2/backstage/messages/1/replies',
  valid: { body: 'Thanks for writing: voting opens in December.' },
  badFields: {
    body: [...notText, ['only spaces and line breaks', ' \n\t '], ['5001 characters', 'x'.repeat(5001)]],
  },
  headers: async (server) => {
    const moderator = await staffWithName(server, 'mia@awards.test', 'Mia Moderator', ['moderator']);
    await sendContactMessage(server, 'ana@example.com', 'When does voting open?');
    return moderator.headers;
  },
  afterCases: async (server) => {
    expect(await server.db.select().from(contactReplies)).toEqual([]);
    expect(repliesMailed(server)).toEqual([]);
  },
});
