import { expect } from 'vitest';
import { contactMessages } from './tables';
import { badEmails, blankOrLong, describeBadInput, notText } from '../../../test/bad-input';

describeBadInput({
  path: '/api/v1/contact_us/',
  valid: { email: 'fan@example.com', comments: 'When does voting open?' },
  badFields: {
    email: [...notText, ...blankOrLong, ...badEmails],
    comments: [...notText, ...blankOrLong, ['of one character', 'x'], ['of one character between spaces', '  x  ']],
  },
  afterCases: async (server) => expect(await server.db.select().from(contactMessages)).toEqual([]),
});
