import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startProduct, type Product } from './harness/product';
import { screenshotBothSizes } from './harness/viewports';
import { buyPackage, freshClient, logIn, openShopper, snackbarSays } from './commerce-support';

type Lang = 'fa' | 'en';

const DEMO_PASSWORD = 'ravan-demo-2026';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The client lives abroad in fa and in Tehran in en: dates must follow the client's own zone. */
const CLIENT_TZ: Record<Lang, string> = { fa: 'America/Toronto', en: 'Asia/Tehran' };

const TEXT = {
  fa: {
    category: 'حوزهٔ درمان',
    individual: 'فردی',
    description: 'شرح کوتاهی از آنچه می‌خواهید رویش کار کنید',
    count: 'تعداد جلسه',
    cell: 'شنبه، صبح',
    upcoming: 'پیش رو',
    past: 'گذشته',
    therapist: 'مریم کاظمی',
    submit: 'ثبت درخواست',
    registered: 'درخواست جلسهٔ شما ثبت شد.',
    approveNamed: 'تأیید و رزرو درخواست Mina Rahimi',
    nextWeek: 'هفتهٔ بعد',
    slotsLegend: 'زمان جلسه (از زمان‌های خالی شما)',
    weekly: /هر هفته/,
    approveSubmit: 'تأیید و رزرو',
    booked: '۳ جلسه رزرو شد.',
    cancel: 'لغو جلسه',
    free: 'رایگان — جلسه به بستهٔ شما برمی‌گردد.',
    charged: /هزینهٔ کامل جلسه دریافت می‌شود: .+ \(یک جلسه از بستهٔ شما مصرف می‌شود\)/,
    confirmCancel: 'لغو جلسه را تأیید می‌کنم',
    cancelledFree: 'به درخواست شما و بدون هزینه لغو شد.',
    cancelledLate: 'به درخواست شما با کمتر از ۲۴ ساعت فاصله لغو شد.',
    intl: 'fa-IR-u-ca-persian',
  },
  en: {
    category: 'Area of therapy',
    individual: 'Individual',
    description: 'Briefly describe what you would like to work on',
    count: 'Number of sessions',
    cell: 'Saturday, Morning',
    upcoming: 'Upcoming',
    past: 'Past',
    therapist: 'Dr. Maryam Kazemi',
    submit: 'Send request',
    registered: 'Your session request is registered.',
    approveNamed: 'Approve and book the request of Mina Rahimi',
    nextWeek: 'Next week',
    slotsLegend: 'Session time (from your free slots)',
    weekly: /every week/,
    approveSubmit: 'Approve and book',
    booked: '3 sessions were booked.',
    cancel: 'Cancel session',
    free: 'Free — the session returns to your package.',
    charged: /The full fee will be charged: .+ \(one session of your package is used\)/,
    confirmCancel: 'Yes, cancel the session',
    cancelledFree: 'Cancelled by you, free of charge.',
    cancelledLate: 'Cancelled by you less than 24 hours ahead.',
    intl: 'en-GB-u-ca-gregory',
  },
} as const;

interface SessionRow {
  id: number;
  starts_at: string;
  state: string;
  cancel_reason: string | null;
  charged: boolean;
}

async function sessionsOf(baseUrl: string, token: string): Promise<SessionRow[]> {
  const response = await fetch(`${baseUrl}/api/v1/user/sessions/search?perPage=10`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scope: 'all' }),
  });
  const rows = ((await response.json()) as { data: SessionRow[] }).data;
  return [...rows].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

/** Moves the server's development clock (DEV_CLOCK) so that `instant` is `before` ms away. */
async function advanceUntil(baseUrl: string, instant: string, before: number) {
  const response = await fetch(`${baseUrl}/api/v1/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_minutes: 1 }),
  });
  const now = new Date(((await response.json()) as { data: { now: string } }).data.now);
  const minutes = Math.floor((new Date(instant).getTime() - before - now.getTime()) / 60_000);
  if (minutes < 1) throw new Error('the session is already too close');
  await fetch(`${baseUrl}/api/v1/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_minutes: minutes }),
  });
}

const card = (page: Page, id: number) =>
  page.locator(`[data-testid="session-card"][data-session-id="${id}"]`);

/** Cancels from the Upcoming tab; the cancelled session then shows under Past with its reason. */
async function cancelWithPreview(
  page: Page,
  lang: Lang,
  id: number,
  expected: string | RegExp,
  reason: string,
) {
  const text = TEXT[lang];
  await page.getByRole('tab', { name: text.upcoming }).click();
  await card(page, id).getByRole('button', { name: text.cancel }).click();
  const dialog = page.getByRole('dialog');
  // The consequence is on screen before the client confirms.
  await dialog.getByText(expected).waitFor();
  await dialog.getByRole('button', { name: text.confirmCancel }).click();
  await dialog.waitFor({ state: 'detached' });
  await card(page, id).waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: text.past }).click();
  await card(page, id).getByText(reason).waitFor();
}

describe.each(['fa', 'en'] as const)('scheduling in %s', (lang) => {
  const text = TEXT[lang];
  let product: Product;
  beforeAll(async () => {
    product = await startProduct({ env: { DEV_CLOCK: 'true', JOBS_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await product?.close();
  });

  it('request → weekly approval → sessions in the client’s zone and calendar → free and charged cancels', async () => {
    const base = product.server.baseUrl;
    const { email, token } = await freshClient(base, `sched-${lang}`, CLIENT_TZ[lang]);
    await buyPackage(base, token, 2); // 4 sessions

    // The client asks for 3 sessions with the demo therapist.
    const client = await openShopper(product.browser, base, 'UTC');
    await logIn(client.page, lang, email);
    await client.page.goto(`/${lang}/panel/sessions/request`);
    await client.page.getByLabel(text.category).selectOption({ label: text.individual });
    await client.page
      .getByLabel(text.description)
      .fill('Sleep has been difficult for months and I feel anxious at work.');
    await client.page.getByRole('radio', { name: text.therapist }).check();
    await client.page.getByLabel(text.count).fill('3');
    await client.page.getByRole('checkbox', { name: text.cell, exact: true }).check();
    await client.page.getByRole('button', { name: text.submit }).click();
    await snackbarSays(client.page, text.registered);

    // The therapist approves it as a weekly slot, from a week ahead.
    const therapist = await openShopper(product.browser, base, 'Asia/Tehran');
    await logIn(therapist.page, lang, 'therapist@ravan.demo', DEMO_PASSWORD);
    await therapist.page.goto(`/${lang}/panel/therapist`);
    await therapist.page.getByRole('button', { name: text.approveNamed }).click();
    const booking = therapist.page.getByRole('dialog');
    await booking.getByRole('button', { name: text.nextWeek }).click();
    await booking.getByRole('group', { name: text.slotsLegend }).getByRole('radio').first().check();
    await booking.getByRole('radio', { name: text.weekly }).check();
    await booking.getByRole('button', { name: text.approveSubmit }).click();
    await snackbarSays(therapist.page, text.booked);
    await therapist.context.close();

    const booked = await sessionsOf(base, token);
    expect(booked).toHaveLength(3);
    const [first, second] = booked as [SessionRow, SessionRow, SessionRow];
    expect(
      new Date(second.starts_at).getTime() - new Date(first.starts_at).getTime(),
    ).toBeGreaterThanOrEqual(7 * DAY - HOUR);

    // The client sees them in their own zone and calendar (Solar in fa, Gregorian in en).
    await client.page.goto(`/${lang}/panel/sessions`);
    await card(client.page, first.id).waitFor();
    const zoned = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(text.intl, { ...options, timeZone: CLIENT_TZ[lang] }).format(
        new Date(first.starts_at),
      );
    const shown = await card(client.page, first.id).innerText();
    expect(shown).toContain(zoned({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
    expect(shown).toContain(zoned({ month: 'long' }));
    expect(shown).toContain(zoned({ year: 'numeric' }));
    expect(await screenshotBothSizes(client.page, `${lang}-sessions-booked`)).toBeLessThanOrEqual(
      0,
    );

    // 3 days before the first session: cancelling is free and the credit returns.
    await advanceUntil(base, first.starts_at, 3 * DAY);
    await client.page.reload();
    await cancelWithPreview(client.page, lang, first.id, text.free, text.cancelledFree);

    // 2 hours before the second one: the full fee is charged, and the dialog said so first.
    await advanceUntil(base, second.starts_at, 2 * HOUR);
    await client.page.reload();
    await cancelWithPreview(client.page, lang, second.id, text.charged, text.cancelledLate);
    expect(
      await screenshotBothSizes(client.page, `${lang}-sessions-cancelled`),
    ).toBeLessThanOrEqual(0);

    const after = await sessionsOf(base, token);
    expect(after.map((row) => [row.id, row.state, row.cancel_reason, row.charged])).toEqual([
      [first.id, 'cancelled', 'client_free', false],
      [second.id, 'cancelled', 'client_late', true],
      [booked[2]!.id, 'scheduled', null, false],
    ]);
    expect(client.errors.filter((error) => !error.includes('status of 4'))).toEqual([]);
    await client.context.close();
  });
});
