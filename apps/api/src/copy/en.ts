import type { CopyKey } from './fa';

/** The server's copy in English, typed by the Persian source: a missing or extra key fails. */
export const en: Record<CopyKey, string> = {
  // accounts
  'mail.login_code.subject': 'Your Ravan login code',
  'mail.login_code.body':
    'Your Ravan login code: {code}\nIt is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this message.',
  'mail.password_reset.subject': 'Set a new Ravan password',
  'mail.password_reset.body':
    'Open this link to set a new password:\n{link}\nIt works once, for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this message; your password has not changed.',

  'mail.verify_email.subject': 'Confirm your email address for Ravan',
  'mail.verify_email.body':
    'Open this link to confirm that this address is yours:\n{link}\nIt works once, for {hours, plural, one {# hour} other {# hours}}. If you did not sign up for Ravan, ignore this message.',

  // scheduling: sessions booked, proposed, declined, cancelled, moved
  'session.booked.subject':
    '{kind, select, evaluation {Your evaluation session is booked} other {Your sessions are booked}}',
  'session.booked.body':
    '{kind, select, evaluation {Evaluation session} other {{count, plural, one {Session} other {Sessions}}}} with {withName}:\n{times}\n\nMeeting link (opens {minutes, plural, one {# minute} other {# minutes}} before the start):\n{link}',
  'session.proposed.subject': 'A new time was proposed for your sessions',
  'session.proposed.body':
    '{therapist} proposed {when}.{hasNote, select, yes {\n\n{note}} other {}}\n\nOpen your session requests to accept it.',
  'session.declined.subject': 'Your session request was declined',
  'session.declined.body':
    '{therapist} could not take your session request.{hasNote, select, yes {\n\n{note}} other {}}\n\nYour sessions stay in your account; you can send a new request at any time.',
  'session.cancelled.subject': 'A session was cancelled',
  'session.cancelled.body':
    'The session with {withName} on {when} is cancelled.{charged, select, yes {\nIt was cancelled less than {hours, plural, one {# hour} other {# hours}} ahead, so the full fee is charged.} other {}}',
  'session.moved.subject': 'A session was moved',
  'session.moved.body':
    'The session with {withName} on {from} now takes place on {to}.\n\nMeeting link:\n{link}',

  // scheduling: reminders
  'reminder.subject.24h': 'Reminder: your Ravan session',
  'reminder.subject.1h': 'Your Ravan session starts soon',
  'reminder.email.body':
    'Your session with {withName}\nWhen: {when}\nMeeting link: {link}\nYou can join from {minutes, plural, one {# minute} other {# minutes}} before the start. A calendar file is attached.',
  'reminder.whatsapp':
    'Ravan: a reminder of your session with {withName}, {when}. Meeting link: {link}',
  'calendar.summary': 'Ravan session with {withName}',
  'calendar.description': 'Meeting link: {link}',
  'party.unnamed_client': 'your client',

  // scheduling: a fixed weekly time released
  'release.subject': 'A fixed weekly time on Ravan was released',
  'release.client.body':
    "The sessions in your fixed weekly time with {withName} ({weekly}) were cancelled or missed {weeks, plural, one {# week} other {# weeks}} in a row, so under Ravan's attendance rules this time has been released.{cancelled, plural, =0 {} one {\n# upcoming session in this time was cancelled and its credit returned to your account.} other {\n# upcoming sessions in this time were cancelled and their credits returned to your account.}}\nTo book new times, visit your Ravan panel.",
  'release.therapist.body':
    'The fixed weekly time of {withName} ({weekly}) was released after {weeks, plural, one {# week} other {# weeks}} in a row of cancelled or missed sessions.{cancelled, plural, =0 {} one {\n# upcoming session was cancelled; that hour is free again.} other {\n# upcoming sessions were cancelled; those hours are free again.}}',

  // commerce: the printed invoice
  'invoice.platform': 'Ravan',
  'invoice.title': 'Invoice',
  'invoice.number': 'Invoice number',
  'invoice.number_value': '{id, number, ::group-off}',
  'invoice.date': 'Date',
  'invoice.client': 'Client',
  'invoice.state': 'Status',
  'invoice.items': 'Items',
  'invoice.item': 'Description',
  'invoice.sessions': 'Sessions',
  'invoice.unit_price': 'Unit price',
  'invoice.qty': 'Qty',
  'invoice.count_value': '{count, number}',
  'invoice.line_total': 'Line total',
  'invoice.subtotal': 'Subtotal',
  'invoice.discount': 'Discount',
  'invoice.total': 'Invoice total',
  'invoice.paid': 'Paid',
  'invoice.due': 'Still to pay',
  'invoice.payments': 'Payments',
  'invoice.payment_type': 'Payment type',
  'invoice.payment_state': 'Payment status',
  'invoice.amount': 'Amount',
  'invoice.payment_date': 'Date',
  'invoice.no_payments': 'No payment recorded yet.',
  'invoice.can_pay': 'Can pay',
  'invoice.factor_state.paid': 'Paid',
  'invoice.factor_state.submit': 'Pre-invoice',
  'invoice.factor_state.partially_paid': 'Partially paid',
  'invoice.payment_type.online': 'Online payment',
  'invoice.payment_type.offline': 'Bank transfer',
  'invoice.payment_type.wallet_payment': 'Wallet',
  'invoice.payment_type.wallet_debt_settlement': 'Wallet debt settlement',
  'invoice.payment_state.awaiting': 'Waiting for the bank’s return',
  'invoice.payment_state.pending': 'Awaiting approval',
  'invoice.payment_state.paid': 'Paid',
  'invoice.payment_state.wallet_pending': '',
  'invoice.payment_state.failed': 'Failed',
  'invoice.payment_state.debit_checkout': 'Not paid',
  'invoice.payment_state.rejected': 'Rejected',

  // commerce: online payments
  'payment.description': 'Ravan invoice {factorId} / payment {paymentId}',
  'sandbox.title': 'Sandbox payment gateway',
  'sandbox.note': 'This is a test gateway; no real money moves.',
  'sandbox.merchant': 'Merchant',
  'sandbox.amount': 'Amount',
  'sandbox.payment': 'Payment number',
  'sandbox.payment_value': '{id, number, ::group-off}',
  'sandbox.approve': 'Approve payment',
  'sandbox.decline': 'Decline payment',
  // care: why a therapist is suggested (matchmaking)
  'match.reason.fields': 'Works in {fields}',
  'match.reason.language': 'Holds sessions in {language}',
  'match.reason.gender':
    'A {gender, select, female {female} male {male} other {}} therapist, as you asked',
  'match.reason.preferred_times':
    '{count, plural, one {# free time} other {# free times}} on the days and hours you prefer',
  'match.reason.soonest': 'Soonest free time: {when}',
  'match.reason.no_availability': 'No free time in the next two weeks',
};
