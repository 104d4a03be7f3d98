export { recordAudit, requestOrigin, type AuditAction, type AuditEntry } from './audit.service';
export { auditStaff, auditStaffAction } from './staff-audit';
export { auditEvents } from './audit-events.table';
