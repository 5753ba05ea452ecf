import { listAudit } from '@awards/contracts';
import { modulePlugin } from '../../lib/module-plugin';
import { route } from '../../lib/route';
import { listAuditRecords } from './repository';

/** The audit log, read in the backstage; it has no route that edits or deletes a record. */
export const auditModule = modulePlugin('audit', async (app) => {
  route(app, listAudit, {
    handler: async ({ query }) => ({ ...(await listAuditRecords(app.db, query)), page: query.page, pageSize: query.pageSize }),
  });
});
