export type AuditAction =
  | 'register'
  | 'login'
  | 'login_failed'
  | 'account_locked'
  | 'logout'
  | 'code_sent'
  | 'code_failed'
  | 'reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'password_set'
  | 'consent'
  | 'telegram_linked'
  | 'profile_update'
  | 'admin_bootstrap'
  | 'offline_payment_submitted'
  | 'offline_payment_approved'
  | 'offline_payment_rejected'
  | 'refund_issued'
  | 'package_created'
  | 'package_updated'
  | 'package_prices_set'
  | 'coupon_created'
  | 'coupon_deactivated'
  | 'gift_code_created'
  | 'exchange_rate_set'
  | 'bank_account_created'
  | 'bank_account_updated'
  | 'email_verification_sent'
  | 'email_verified'
  | 'weekly_slot_released'
  | 'session_completed'
  | 'session_no_show'
  | 'session_override'
  | 'evaluation_outcome_recorded'
  | 'evaluation_note_read'
  | 'support_call_done';

export interface AuditEntry {
  action: AuditAction;
  actorId?: number | null;
  subjectId?: number | null;
  /** Identifiers and outcomes only — never passwords, codes, tokens or health data. */
  detail?: Record<string, string | number | boolean | null>;
}
