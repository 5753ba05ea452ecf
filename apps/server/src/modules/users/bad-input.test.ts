import { createSignedInUser, bearer } from '../../../test/accounts';
import { badEmails, blankOrLong, describeBadInput, notText } from '../../../test/bad-input';
import { passingCaptcha } from '../../../test/fake-captcha';

const badPasswordsForSignIn: [string, unknown][] = [
  ['of one character', 'x'],
  ['of 256 characters', 'x'.repeat(256)],
];
const badNewPasswords: [string, unknown][] = [
  ['of 7 characters', 'abcdefg'],
  ['of 129 characters', 'x'.repeat(129)],
  ['a common one', 'password'],
  ['a common one in capitals', 'PASSWORD'],
  ['a common one of digits', '12345678'],
  ['another common one', 'iloveyou'],
  ['only spaces under 8', '       '],
];

describeBadInput({
  path: '/api/v2/user/new',
  valid: { email: 'new@example.com', name: 'Nova', captcha_token: passingCaptcha('signup'), action: 'signup' },
  badFields: {
    email: [...notText, ...blankOrLong, ...badEmails],
    name: [...notText, ...blankOrLong, ['of one character', 'N'], ['of one character between spaces', '  N  ']],
    captcha_token: [...notText, ['only spaces', '   '], ['of 4097 characters', 'x'.repeat(4097)]],
    action: [['missing', undefined], ['null', null], ['in capitals', 'SIGNUP'], ['for another form', 'forget_password'], ['a number', 1], ['an array', ['signup']]],
  },
});

describeBadInput({
  path: '/api/v2/user/token',
  valid: { email: 'someone@example.com', password: 'a sturdy passphrase' },
  badFields: { email: [...notText, ...blankOrLong, ...badEmails], password: [...notText, ...badPasswordsForSignIn] },
});

describeBadInput({
  path: '/api/v2/user/password',
  valid: { password: 'a fine passphrase' },
  badFields: { password: [...notText, ...badNewPasswords] },
  headers: async (server) => bearer((await createSignedInUser(server, 'signed-in@example.com')).token),
});

describeBadInput({
  path: '/api/v2/user/reset-password',
  valid: { email: 'someone@example.com', captcha_token: passingCaptcha('forget_password'), action: 'forget_password' },
  badFields: {
    email: [...notText, ...blankOrLong, ...badEmails],
    captcha_token: [...notText, ['of 4097 characters', 'x'.repeat(4097)]],
    action: [['missing', undefined], ['for another form', 'signup'], ['with a trailing space', 'forget_password ']],
  },
});
