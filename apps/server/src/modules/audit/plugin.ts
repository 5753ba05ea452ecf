import { modulePlugin } from '../../lib/module-plugin';

/** The audit log, read in the backstage. */
export const auditModule = modulePlugin('/api/v2/backstage/audit', async () => {});
