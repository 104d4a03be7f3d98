export { type AuditAction, type AuditEntry } from './audit.service';
export { recordAudit } from './audit-events.repository';
export { auditStaffAction } from './staff-audit';
