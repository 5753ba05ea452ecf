import { modulePlugin } from '../../lib/module-plugin';

/** Emails and domains that may not apply, kept in the backstage. */
export const blockListModule = modulePlugin('/api/v2/backstage/block-list', async () => {});
