/** What other modules use of the audit log: recording a backstage write. */
export { recordAudit, type Actor, type AuditEntry } from './repository';
