import type { SessionMailTemplates } from './session-mail';

const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

export const sessionMailFa: SessionMailTemplates = {
  booked: ({ when, withName, link, evaluation }) => ({
    subject: evaluation ? 'جلسهٔ ارزیابی شما رزرو شد' : 'جلسه‌های شما رزرو شد',
    body: `${evaluation ? 'جلسهٔ ارزیابی' : 'جلسه'} با ${withName}:\n${list(when)}\n\nلینک جلسه (از ۱۰ دقیقه پیش از شروع فعال است):\n${link}`,
  }),
  proposed: ({ when, therapist, note }) => ({
    subject: 'زمان تازه‌ای برای جلسه‌های شما پیشنهاد شد',
    body: `${therapist} زمان ${when} را پیشنهاد کرده است.${note ? `\n\n${note}` : ''}\n\nبرای پذیرفتن آن، درخواست‌های جلسهٔ خود را باز کنید.`,
  }),
  declined: ({ therapist, note }) => ({
    subject: 'درخواست جلسهٔ شما پذیرفته نشد',
    body: `${therapist} نتوانست درخواست جلسهٔ شما را بپذیرد.${note ? `\n\n${note}` : ''}\n\nجلسه‌های شما در حسابتان می‌ماند و هر زمان می‌توانید درخواست تازه‌ای ثبت کنید.`,
  }),
  cancelled: ({ when, withName, charged }) => ({
    subject: 'یک جلسه لغو شد',
    body: `جلسه با ${withName} در ${when} لغو شد.${charged ? '\nچون لغو کمتر از ۲۴ ساعت پیش از جلسه بود، هزینهٔ کامل جلسه محاسبه شد.' : ''}`,
  }),
  moved: ({ from, to, withName, link }) => ({
    subject: 'زمان یک جلسه تغییر کرد',
    body: `جلسه با ${withName} که در ${from} بود، به ${to} منتقل شد.\n\nلینک جلسه:\n${link}`,
  }),
};
