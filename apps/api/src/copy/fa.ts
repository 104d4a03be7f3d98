/**
 * What the server writes to people in Persian, the source language: emails, WhatsApp lines,
 * calendar entries, invoice words, the sandbox gateway's page, gateway descriptions. ICU
 * MessageFormat (ADR 003): numbers and counts are arguments filled from the constants, optional
 * paragraphs are `select`/`plural` cases, and no sentence is put together outside a message.
 * `en.ts` must have exactly these keys and the same arguments (copy.test.ts checks it).
 *
 * Codes, ids and links stay arguments of their own, in Latin digits: they are what keyboards,
 * autofill and the gateways' panels expect.
 */
export const fa = {
  // accounts
  'mail.login_code.subject': 'کد ورود به روان',
  'mail.login_code.body':
    'کد ورود شما به روان: {code}\nاین کد {minutes, number} دقیقه معتبر است. اگر شما درخواست نکرده‌اید، این پیام را نادیده بگیرید.',
  'mail.password_reset.subject': 'تعیین رمز عبور تازه در روان',
  'mail.password_reset.body':
    'برای تعیین رمز عبور تازه این لینک را باز کنید:\n{link}\nلینک {minutes, number} دقیقه و فقط یک بار معتبر است. اگر شما درخواست نکرده‌اید، این پیام را نادیده بگیرید؛ رمز شما تغییری نکرده است.',

  'mail.verify_email.subject': 'تأیید نشانی ایمیل در روان',
  'mail.verify_email.body':
    'برای تأیید اینکه این نشانی متعلق به شماست، این لینک را باز کنید:\n{link}\nلینک {hours, number} ساعت و فقط یک بار معتبر است. اگر در روان ثبت‌نام نکرده‌اید، این پیام را نادیده بگیرید.',

  // scheduling: sessions booked, proposed, declined, cancelled, moved
  'session.booked.subject':
    '{kind, select, evaluation {جلسهٔ ارزیابی شما رزرو شد} other {جلسه‌های شما رزرو شد}}',
  'session.booked.body':
    '{kind, select, evaluation {جلسهٔ ارزیابی} other {{count, plural, other {جلسه}}}} با {withName}:\n{times}\n\nلینک جلسه (از {minutes, number} دقیقه پیش از شروع فعال است):\n{link}',
  'session.proposed.subject': 'زمان تازه‌ای برای جلسه‌های شما پیشنهاد شد',
  'session.proposed.body':
    '{therapist} زمان {when} را پیشنهاد کرده است.{hasNote, select, yes {\n\n{note}} other {}}\n\nبرای پذیرفتن آن، درخواست‌های جلسهٔ خود را باز کنید.',
  'session.declined.subject': 'درخواست جلسهٔ شما پذیرفته نشد',
  'session.declined.body':
    '{therapist} نتوانست درخواست جلسهٔ شما را بپذیرد.{hasNote, select, yes {\n\n{note}} other {}}\n\nجلسه‌های شما در حسابتان می‌ماند و هر زمان می‌توانید درخواست تازه‌ای ثبت کنید.',
  'session.cancelled.subject': 'یک جلسه لغو شد',
  'session.cancelled.body':
    'جلسه با {withName} در {when} لغو شد.{charged, select, yes {\nچون لغو کمتر از {hours, number} ساعت پیش از جلسه بود، هزینهٔ کامل جلسه محاسبه شد.} other {}}',
  'session.moved.subject': 'زمان یک جلسه تغییر کرد',
  'session.moved.body':
    'جلسه با {withName} که در {from} بود، به {to} منتقل شد.\n\nلینک جلسه:\n{link}',

  // scheduling: reminders (names, time and link only: never the therapy subject)
  'reminder.subject.24h': 'یادآوری جلسه در روان',
  'reminder.subject.1h': 'جلسهٔ شما در روان به‌زودی شروع می‌شود',
  'reminder.email.body':
    'جلسهٔ شما با {withName}\nزمان: {when}\nلینک جلسه: {link}\nاز {minutes, number} دقیقه پیش از شروع می‌توانید وارد جلسه شوید. فایل تقویم پیوست است.',
  'reminder.whatsapp': 'روان: یادآوری جلسهٔ شما با {withName}، {when}. لینک جلسه: {link}',
  'calendar.summary': 'جلسهٔ روان با {withName}',
  'calendar.description': 'لینک جلسه: {link}',
  /** A client without a name on file, as the therapist's messages call them. */
  'party.unnamed_client': 'مراجع',

  // scheduling: a fixed weekly time released (attendance facts only)
  'release.subject': 'زمان ثابت هفتگی در روان آزاد شد',
  'release.client.body':
    'جلسه‌های زمان ثابت هفتگی شما با {withName} ({weekly}) {weeks, number} هفتهٔ پیاپی لغو شد یا برگزار نشد؛ طبق قوانین حضور روان، این زمان آزاد شد.{cancelled, plural, =0 {} other {\n# جلسهٔ آینده در این زمان لغو شد و اعتبار آن به حساب شما برگشت.}}\nبرای رزرو زمان تازه به پنل خود در روان سر بزنید.',
  'release.therapist.body':
    'زمان ثابت هفتگی {withName} ({weekly}) پس از {weeks, number} هفتهٔ پیاپی لغو یا غیبت آزاد شد.{cancelled, plural, =0 {} other {\n# جلسهٔ آینده لغو شد و این ساعت‌ها دوباره آزاد است.}}',

  // commerce: the printed invoice (SPEC.md §4 names the states and types)
  'invoice.platform': 'روان',
  'invoice.title': 'فاکتور',
  'invoice.number': 'شماره فاکتور',
  'invoice.number_value': '{id, number, ::group-off}',
  'invoice.date': 'تاریخ',
  'invoice.client': 'نام مراجع',
  'invoice.state': 'وضعیت',
  'invoice.items': 'اقلام',
  'invoice.item': 'شرح',
  'invoice.sessions': 'جلسات',
  'invoice.unit_price': 'مبلغ واحد',
  'invoice.qty': 'تعداد',
  'invoice.count_value': '{count, number}',
  'invoice.line_total': 'مبلغ کل',
  'invoice.subtotal': 'جمع کل',
  'invoice.discount': 'تخفیف',
  'invoice.total': 'مبلغ فاکتور',
  'invoice.paid': 'پرداخت‌شده',
  'invoice.due': 'مانده قابل پرداخت',
  'invoice.payments': 'پرداخت‌ها',
  'invoice.payment_type': 'نوع پرداخت',
  'invoice.payment_state': 'وضعیت پرداخت',
  'invoice.amount': 'مبلغ',
  'invoice.payment_date': 'تاریخ',
  'invoice.no_payments': 'هنوز پرداختی ثبت نشده است.',
  /** A submitted factor that can be paid (SPEC.md §4: otherwise it is a pre-invoice). */
  'invoice.can_pay': 'قابل پرداخت',
  'invoice.factor_state.paid': 'پرداخت شده',
  'invoice.factor_state.submit': 'پیش‌فاکتور',
  'invoice.factor_state.partially_paid': 'بخشی پرداخت شده',
  'invoice.payment_type.online': 'پرداخت آنلاین',
  'invoice.payment_type.offline': 'واریز بانکی',
  'invoice.payment_type.wallet_payment': 'کیف پول',
  'invoice.payment_type.wallet_debt_settlement': 'تسویه بدهی کیف پول',
  'invoice.payment_state.awaiting': 'در انتظار بازگشت از بانک',
  'invoice.payment_state.pending': 'در انتظار تأیید',
  'invoice.payment_state.paid': 'پرداخت شده',
  'invoice.payment_state.wallet_pending': '',
  'invoice.payment_state.failed': 'ناموفق',
  'invoice.payment_state.debit_checkout': 'پرداخت نشده',
  'invoice.payment_state.rejected': 'رد شده',

  // commerce: online payments
  'payment.description': 'روان، فاکتور {factorId} / پرداخت {paymentId}',
  'sandbox.title': 'درگاه پرداخت آزمایشی',
  'sandbox.note': 'این درگاه آزمایشی است و پول واقعی جابه‌جا نمی‌شود.',
  'sandbox.merchant': 'پذیرنده',
  'sandbox.amount': 'مبلغ',
  'sandbox.payment': 'شمارهٔ پرداخت',
  'sandbox.payment_value': '{id, number, ::group-off}',
  'sandbox.approve': 'تأیید پرداخت',
  'sandbox.decline': 'لغو پرداخت',
  // care: why a therapist is suggested (matchmaking)
  'match.reason.fields': 'در زمینهٔ {fields} کار می‌کند',
  'match.reason.language': 'جلسه‌ها را به زبان {language} برگزار می‌کند',
  'match.reason.gender':
    '{gender, select, female {درمانگر زن} male {درمانگر مرد} other {درمانگر}}، همان‌طور که خواستید',
  'match.reason.preferred_times':
    '{count, plural, other {# زمان آزاد}} در روزها و ساعت‌هایی که ترجیح می‌دهید',
  'match.reason.soonest': 'نخستین زمان آزاد: {when}',
  'match.reason.no_availability': 'در دو هفتهٔ آینده زمان آزادی ندارد',
} as const;

export type CopyKey = keyof typeof fa;
