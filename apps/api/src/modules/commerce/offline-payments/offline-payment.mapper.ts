import { factorReference, toWireMinor } from '@ravan/contract';
import { API_PREFIX } from '../../../lib/route';
import type { OfflinePayment, StaffOfflinePayment } from '@ravan/contract';
import { dueOf } from '../orders';
import type { PaymentRow } from '../payments';
import type { ReviewRow } from '../reports';

export function receiptUrl(fileId: number | null): string | null {
  return fileId === null ? null : `${API_PREFIX}/files/${fileId}`;
}

export function toOfflinePayment(payment: PaymentRow): OfflinePayment {
  return {
    id: payment.id,
    state: payment.state,
    amount: toWireMinor(payment.amountMinor),
    currency: payment.currency,
    receipt_file_id: payment.receiptFileId,
    receipt_url: receiptUrl(payment.receiptFileId),
    created_at: payment.createdAt.toISOString(),
    review_note: payment.reviewNote,
  };
}

export function toStaffOfflinePayment(row: ReviewRow): StaffOfflinePayment {
  return {
    ...toOfflinePayment(row.payment),
    user: row.user,
    factor: {
      id: row.factor.id,
      reference: factorReference(row.factor.id),
      state: row.factor.state,
      total: toWireMinor(row.factor.totalMinor),
      paid: toWireMinor(row.factor.paidMinor),
      due: Number(dueOf(row.factor)),
      currency: row.factor.currency,
    },
    reviewed_at: row.payment.reviewedAt ? row.payment.reviewedAt.toISOString() : null,
  };
}
