import { modulePlugin } from '../../lib/module-plugin';
import { blockListRoutes } from './routes';

/** Emails and domains that may not apply, kept in the backstage. */
export const blockListModule = modulePlugin('/api/v2/backstage/block-list', blockListRoutes);
