// The module's public face: what other modules and the app's entry points may use of it.

export type { AuditActor, AuditEntry } from './service.ts';
export { listAudit, recordAudit } from './service.ts';
