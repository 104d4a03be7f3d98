export { recordAudit, requestOrigin, type AuditAction, type AuditEntry } from './audit.service';
export { auditEvents } from './audit-events.table';
