import { modulePlugin } from '../../lib/module-plugin';
import { blockListRoutes } from './routes';

/** Emails and domains that may not apply, kept in the backstage. */
export const blockListModule = modulePlugin('block-list', blockListRoutes);
