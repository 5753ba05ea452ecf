import { modulePlugin } from '../../lib/module-plugin';
import { changePasswordRoute } from './change-password';
import { resetPasswordRoute } from './reset-password';
import { signInRoute } from './sign-in';
import { signUpRoute } from './sign-up';

/** Accounts: sign-up, sign-in, password change and reset. */
export const usersModule = modulePlugin('users', async (app) => {
  await app.register(signUpRoute);
  await app.register(signInRoute);
  await app.register(changePasswordRoute);
  await app.register(resetPasswordRoute);
});
