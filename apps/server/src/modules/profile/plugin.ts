import { modulePlugin } from '../../lib/module-plugin';
import { meRoute } from './me-route';

/**
 * A user's own page: their account and what they have done, counted by the modules that hold it
 * (entries, votes, guesses). It owns no table; it sits above those modules, so accounts need not
 * know them.
 */
export const profileModule = modulePlugin('profile', meRoute);
