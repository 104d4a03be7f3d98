import type { Currency, OfflinePayment, Factor } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import type { Actor, RequestOrigin } from '../../../lib/actor';
import { recordAudit } from '../../platform/audit';
import { insertStoredFile, removeStoredFile } from '../../platform/files';
import { dueOf, findFactor, findOwnFactor, type FactorRow } from '../orders';
import {
  checkOut,
  factorView,
  findOfflinePayment,
  insertPayment,
  markReviewed,
  pendingOfflineTotal,
  settleFactorPayment,
} from '../payments';
import { findReviewRow } from '../reports';
import { toOfflinePayment, toStaffOfflinePayment } from './offline-payment.mapper';
import type { ReceiptForm, ReceiptFormSource } from './receipt-form';

export interface OfflinePaymentResult {
  factor: Factor;
  payment: OfflinePayment | null;
}

/** Runs `work` with the uploaded receipt; if it fails, the file leaves the disk again. */
async function withReceipt<T>(
  deps: AppDeps,
  readForm: ReceiptFormSource,
  work: (form: ReceiptForm) => Promise<T>,
): Promise<T> {
  const form = await readForm();
  try {
    return await work(form);
  } catch (error) {
    await removeStoredFile(deps.config, form.upload.storageKey);
    throw error;
  }
}

/** Inside the caller's transaction: the receipt's row, then a pending offline payment. */
async function attachOfflinePayment(
  tx: Executor,
  user: UserRow,
  factor: FactorRow,
  amount: bigint,
  form: ReceiptForm,
  origin: RequestOrigin,
) {
  const file = await insertStoredFile(tx, {
    ownerId: user.id,
    purpose: 'payment_receipt',
    storageKey: form.upload.storageKey,
    mime: form.upload.mime,
    sizeBytes: form.upload.sizeBytes,
    sha256: form.upload.sha256,
    originalName: form.originalName,
  });
  const payment = await insertPayment(tx, {
    factorId: factor.id,
    userId: user.id,
    type: 'offline',
    state: 'pending',
    currency: factor.currency,
    amountMinor: amount,
    receiptFileId: file.id,
  });
  await recordAudit(
    tx,
    {
      action: 'offline_payment_submitted',
      actorId: user.id,
      subjectId: user.id,
      detail: { paymentId: payment.id, factorId: factor.id, fileId: file.id },
    },
    origin,
  );
  return payment;
}

/** saveorder, paid by bank transfer: the factor and its pending payment are made together. */
export async function saveOfflineOrder(
  deps: AppDeps,
  user: UserRow,
  platformCurrency: Currency,
  readForm: ReceiptFormSource,
  origin: RequestOrigin,
): Promise<OfflinePaymentResult> {
  const { locale } = origin;
  const form = await readForm();
  let result: OfflinePaymentResult | undefined;
  try {
    result = await deps.database.db.transaction(async (tx) => {
      const factor = await checkOut(deps, tx, user, platformCurrency);
      // A fully discounted order is already paid: there is nothing to transfer.
      if (factor.state === 'paid')
        return { factor: await factorView(tx, factor, locale), payment: null };
      const amount = form.amount ?? factor.totalMinor;
      if (amount > factor.totalMinor) throw new AppError('amount_exceeds_due');
      const payment = await attachOfflinePayment(tx, user, factor, amount, form, origin);
      return { factor: await factorView(tx, factor, locale), payment: toOfflinePayment(payment) };
    });
    return result;
  } finally {
    // Kept only when a committed payment points at it.
    if (!result?.payment) await removeStoredFile(deps.config, form.upload.storageKey);
  }
}

/**
 * Reports a bank transfer for one of the user's factors. Pending transfers hold their amount,
 * so the reports together never exceed what is due. Another user's factor is 404.
 */
export async function addOfflinePayment(
  deps: AppDeps,
  user: UserRow,
  factorId: number,
  readForm: ReceiptFormSource,
  origin: RequestOrigin,
): Promise<OfflinePaymentResult> {
  const { locale } = origin;
  // Cheap checks before the upload is read; they are repeated under the lock.
  const existing = await findOwnFactor(deps.database.db, user.id, factorId);
  if (!existing) throw new AppError('not_found');
  if (existing.state === 'paid' || dueOf(existing) <= 0n) throw new AppError('factor_not_payable');
  return withReceipt(deps, readForm, (form) =>
    deps.database.db.transaction(async (tx) => {
      const factor = await findOwnFactor(tx, user.id, factorId, true);
      if (!factor) throw new AppError('not_found');
      const open = dueOf(factor) - (await pendingOfflineTotal(tx, factor.id));
      if (factor.state === 'paid' || open <= 0n) throw new AppError('factor_not_payable');
      const amount = form.amount ?? open;
      if (amount > open) throw new AppError('amount_exceeds_due');
      const payment = await attachOfflinePayment(tx, user, factor, amount, form, origin);
      return { factor: await factorView(tx, factor, locale), payment: toOfflinePayment(payment) };
    }),
  );
}

export type Review = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Staff approve or reject a pending transfer. The factor and then the payment are locked (the
 * order every payment path takes), so two reviewers racing settle the factor once; reviewing a
 * payment again with the same outcome changes nothing, a different outcome is refused.
 */
export async function reviewOfflinePayment(
  deps: AppDeps,
  staff: UserRow,
  paymentId: number,
  review: Review,
  actor: Actor,
) {
  const target = review.decision === 'approve' ? 'paid' : 'rejected';
  const settled = await deps.database.db.transaction(async (tx) => {
    const unlocked = await findOfflinePayment(tx, paymentId);
    if (!unlocked) throw new AppError('not_found');
    // Lock order, as in settleOnlinePayment and every other payment path: factor, then payment.
    const factor = await findFactor(tx, unlocked.factorId, true);
    const payment = await findOfflinePayment(tx, paymentId, true);
    if (!factor || !payment) throw new AppError('not_found');
    if (payment.state === target)
      return {
        payment: toStaffOfflinePayment(await findReviewRow(tx, payment.id)),
        changed: false,
      };
    if (payment.state !== 'pending') throw new AppError('payment_not_pending');

    const now = deps.clock.now();
    if (review.decision === 'approve') {
      if (factor.state === 'paid') throw new AppError('factor_not_payable');
      if (payment.amountMinor > dueOf(factor)) throw new AppError('amount_exceeds_due');
      await markReviewed(tx, payment.id, {
        state: 'paid',
        reviewedBy: staff.id,
        reviewedAt: now,
        paidAt: now,
      });
      await settleFactorPayment(tx, factor, payment.amountMinor);
    } else {
      await markReviewed(tx, payment.id, {
        state: 'rejected',
        reviewedBy: staff.id,
        reviewedAt: now,
        paidAt: null,
        reviewNote: review.reason,
      });
    }
    await recordAudit(
      tx,
      {
        action:
          review.decision === 'approve' ? 'offline_payment_approved' : 'offline_payment_rejected',
        actorId: staff.id,
        subjectId: payment.userId,
        detail: {
          paymentId: payment.id,
          factorId: factor.id,
          amountMinor: payment.amountMinor.toString(),
          ...(review.decision === 'reject' ? { reason: review.reason } : {}),
        },
      },
      actor,
    );
    return { payment: toStaffOfflinePayment(await findReviewRow(tx, payment.id)), changed: true };
  });
  if (settled.changed) deps.metrics.payments.settledTotal.inc({ type: 'offline', state: target });
  return settled;
}
