export { requestOrigin, type AuditAction, type AuditEntry } from './audit.service';
export { recordAudit } from './audit-events.repository';
export { auditStaff, auditStaffAction } from './staff-audit';
