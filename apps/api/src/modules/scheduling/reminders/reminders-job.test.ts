import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { testAppForFile } from '../../../test/test-app-for-file';
import { sendDueReminders } from './';
import { JOBS } from '../../../jobs';
import { startJobs } from '../../platform/jobs';
import { sessions } from '../../../db/schema';
import {
  createClient,
  createTherapist,
  insertSession,
  outboxTo,
  unfold,
} from '../../../test/job-fixtures';

const clock = new ManualClock();
const t = testAppForFile({ clock });

const run = () => sendDueReminders(t.deps);
const URL_WITH_COMMA = 'https://meet.example/ravan-4f9c2a7e1b?lang=fa,en';

async function remindedAt(sessionId: number) {
  const [row] = await t.deps.database.db
    .select({ h24: sessions.reminded24hAt, h1: sessions.reminded1hAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return { h24: row?.h24?.toISOString() ?? null, h1: row?.h1?.toISOString() ?? null };
}

describe('session reminders', () => {
  it('24 h and 1 h before: fa client (Solar, Persian digits, WhatsApp) and en therapist (Gregorian, Berlin), once each', async () => {
    const client = await createClient(t, { locale: 'fa', cel: '+989121234567' });
    const therapist = await createTherapist(t, { locale: 'en', tz: 'Europe/Berlin' });
    const id = await insertSession(t, {
      userId: client.id,
      therapistId: therapist.id,
      startsAt: '2026-01-15T10:00:00Z',
      meetingUrl: URL_WITH_COMMA,
    });

    clock.set('2026-01-14T09:59:00Z'); // 24 h 1 min ahead: nothing due yet
    await run();
    expect(await outboxTo(t, client.email)).toEqual([]);

    clock.set('2026-01-14T10:30:00Z');
    expect(await run()).toEqual({ reminders: 1, messages: 3, failed: 0 });
    expect(await run()).toEqual({ reminders: 0, messages: 0, failed: 0 });
    expect(await remindedAt(id)).toEqual({ h24: '2026-01-14T10:30:00.000Z', h1: null });

    const [clientMail, whatsapp, ...rest] = await outboxTo(t, client.email).then(async (mail) => [
      ...mail,
      ...(await outboxTo(t, '+989121234567')),
    ]);
    expect(rest).toEqual([]);
    expect(clientMail).toMatchObject({ channel: 'email', subject: 'یادآوری جلسه در روان' });
    expect(clientMail?.body).toBe(
      [
        'جلسهٔ شما با دکتر نگار آزمون',
        'زمان: پنجشنبه ۲۵ دی ۱۴۰۴، ساعت ۱۳:۳۰ (وقت عادی ایران)',
        `لینک جلسه: ${URL_WITH_COMMA}`,
        'از ۱۰ دقیقه پیش از شروع می‌توانید وارد جلسه شوید. فایل تقویم پیوست است.',
      ].join('\n'),
    );
    expect(whatsapp).toMatchObject({
      channel: 'whatsapp',
      subject: null,
      attachments: null,
      body: `روان: یادآوری جلسهٔ شما با دکتر نگار آزمون، پنجشنبه ۲۵ دی ۱۴۰۴، ساعت ۱۳:۳۰ (وقت عادی ایران). لینک جلسه: ${URL_WITH_COMMA}`,
    });

    const [attachment] = clientMail?.attachments ?? [];
    expect(attachment?.filename).toBe(`ravan-session-${id}.ics`);
    expect(attachment?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const ics = unfold(attachment?.content ?? '');
    expect(ics).toContain(`\r\nUID:session-${id}@ravan.local\r\n`);
    expect(ics).toContain('\r\nSEQUENCE:1\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260114T103000Z\r\n');
    expect(ics).toContain('\r\nDTSTART:20260115T100000Z\r\nDTEND:20260115T104500Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:جلسهٔ روان با دکتر نگار آزمون\r\n');
    expect(ics).toContain(`\r\nURL:${URL_WITH_COMMA}\r\n`);
    expect(ics).toContain('\r\nLOCATION:https://meet.example/ravan-4f9c2a7e1b?lang=fa\\,en\r\n');

    const therapistMails = await outboxTo(t, therapist.email);
    expect(therapistMails).toHaveLength(1);
    expect(therapistMails[0]).toMatchObject({
      channel: 'email',
      subject: 'Reminder: your Ravan session',
      body: [
        'Your session with Shirin Tehrani',
        'When: Thursday 15 January 2026, 11:00 (Central European Standard Time)',
        `Meeting link: ${URL_WITH_COMMA}`,
        'You can join from 10 minutes before the start. A calendar file is attached.',
      ].join('\n'),
    });
    const therapistIcs = unfold(therapistMails[0]?.attachments?.[0]?.content ?? '');
    expect(therapistIcs).toContain('\r\nSUMMARY:Ravan session with Shirin Tehrani\r\n');
    expect(therapistIcs).toContain(`\r\nUID:session-${id}@ravan.local\r\n`);

    clock.set('2026-01-15T09:15:00Z'); // 45 minutes ahead: the 1-hour reminder
    expect(await run()).toEqual({ reminders: 1, messages: 3, failed: 0 });
    expect(await run()).toEqual({ reminders: 0, messages: 0, failed: 0 });
    expect(await remindedAt(id)).toEqual({
      h24: '2026-01-14T10:30:00.000Z',
      h1: '2026-01-15T09:15:00.000Z',
    });
    expect((await outboxTo(t, client.email)).map((mail) => mail.subject)).toEqual([
      'یادآوری جلسه در روان',
      'جلسهٔ شما در روان به‌زودی شروع می‌شود',
    ]);
    expect(await outboxTo(t, '+989121234567')).toHaveLength(2);
    expect((await outboxTo(t, therapist.email)).map((mail) => mail.subject)).toEqual([
      'Reminder: your Ravan session',
      'Your Ravan session starts soon',
    ]);

    clock.set('2026-01-15T10:30:00Z'); // during and after the session: nothing more
    expect(await run()).toEqual({ reminders: 0, messages: 0, failed: 0 });
  });

  it('booked 30 minutes ahead: only the 1-hour reminder; en client in Toronto, fa therapist in Solar', async () => {
    const client = await createClient(t, { locale: 'en', tz: 'America/Toronto' });
    const therapist = await createTherapist(t, { locale: 'fa', tz: 'Asia/Tehran' });
    clock.set('2026-02-10T14:30:00Z');
    const id = await insertSession(t, {
      userId: client.id,
      therapistId: therapist.id,
      startsAt: '2026-02-10T15:00:00Z',
    });
    // No phone on file: email only.
    expect(await run()).toEqual({ reminders: 1, messages: 2, failed: 0 });
    expect(await remindedAt(id)).toEqual({ h24: null, h1: '2026-02-10T14:30:00.000Z' });

    const [clientMail] = await outboxTo(t, client.email);
    expect(clientMail?.subject).toBe('Your Ravan session starts soon');
    expect(clientMail?.body.split('\n').slice(0, 2)).toEqual([
      'Your session with Dr. Negar Azmoon',
      'When: Tuesday 10 February 2026, 10:00 (Eastern Standard Time)',
    ]);
    const [therapistMail] = await outboxTo(t, therapist.email);
    expect(therapistMail?.subject).toBe('جلسهٔ شما در روان به‌زودی شروع می‌شود');
    expect(therapistMail?.body.split('\n').slice(0, 2)).toEqual([
      'جلسهٔ شما با Shirin Tehrani',
      'زمان: سه‌شنبه ۲۱ بهمن ۱۴۰۴، ساعت ۱۸:۳۰ (وقت عادی ایران)',
    ]);

    clock.set('2026-02-10T14:50:00Z');
    expect(await run()).toEqual({ reminders: 0, messages: 0, failed: 0 });
    expect(await outboxTo(t, client.email)).toHaveLength(1);
  });

  it('cancelled sessions get nothing, and one cancelled after its 24-hour reminder gets no 1-hour one', async () => {
    const client = await createClient(t, { locale: 'fa', cel: '+989127654321' });
    const therapist = await createTherapist(t, { locale: 'fa', tz: 'Asia/Tehran' });
    await insertSession(t, {
      userId: client.id,
      therapistId: therapist.id,
      startsAt: '2026-03-10T10:00:00Z',
      state: 'cancelled',
      cancelReason: 'client_free',
    });
    const later = await insertSession(t, {
      userId: client.id,
      therapistId: therapist.id,
      startsAt: '2026-03-11T10:00:00Z',
    });

    clock.set('2026-03-10T09:30:00Z'); // the cancelled one is 30 min ahead, `later` 24.5 h
    expect(await run()).toEqual({ reminders: 0, messages: 0, failed: 0 });
    clock.set('2026-03-10T11:00:00Z');
    expect(await run()).toEqual({ reminders: 1, messages: 3, failed: 0 });

    await t.deps.database.db
      .update(sessions)
      .set({ state: 'cancelled', cancelReason: 'client_late', cancelledAt: clock.now() })
      .where(eq(sessions.id, later));
    clock.set('2026-03-11T09:30:00Z');
    expect(await run()).toEqual({ reminders: 0, messages: 0, failed: 0 });
    expect(await outboxTo(t, client.email)).toHaveLength(1);
    expect(await outboxTo(t, '+989127654321')).toHaveLength(1);
    expect(await outboxTo(t, therapist.email)).toHaveLength(1);
  });

  it('two runs at once send every reminder exactly once', async () => {
    const therapist = await createTherapist(t, { locale: 'en', tz: 'Europe/Berlin' });
    const clients = await Promise.all([0, 1, 2, 3, 4].map(() => createClient(t, { locale: 'en' })));
    const ids: number[] = [];
    for (const [i, client] of clients.entries()) {
      ids.push(
        await insertSession(t, {
          userId: client.id,
          therapistId: therapist.id,
          startsAt: `2026-04-10T1${i}:00:00Z`,
        }),
      );
    }
    clock.set('2026-04-09T15:00:00Z'); // all five within the next 24 hours, none within 1 hour

    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, result) => sum + result.reminders, 0)).toBe(5);
    for (const client of clients) expect(await outboxTo(t, client.email)).toHaveLength(1);
    expect(await outboxTo(t, therapist.email)).toHaveLength(5);
    const stamped = await t.deps.database.db
      .select({ at: sessions.reminded24hAt })
      .from(sessions)
      .where(inArray(sessions.id, ids));
    expect(stamped.map((row) => row.at?.toISOString())).toEqual(
      Array(5).fill('2026-04-09T15:00:00.000Z'),
    );
  });

  it('a failed send is reported without its body and does not stop the others', async () => {
    const client = await createClient(t, { locale: 'en', cel: '+989120001111' });
    const therapist = await createTherapist(t, { locale: 'en', tz: 'Europe/Berlin' });
    const id = await insertSession(t, {
      userId: client.id,
      therapistId: therapist.id,
      startsAt: '2026-05-20T10:00:00Z',
    });
    clock.set('2026-05-20T09:30:00Z');
    const failures: unknown[] = [];
    const realSend = t.deps.messages.send.bind(t.deps.messages);
    const deps = {
      ...t.deps,
      messages: {
        send: async (message: Parameters<typeof realSend>[0]) => {
          if (message.channel === 'whatsapp') throw new Error('provider down');
          await realSend(message);
        },
      },
    };
    const result = await sendDueReminders(deps, {
      sendFailed: (error, facts) => failures.push({ error: (error as Error).message, ...facts }),
    });
    expect(result).toEqual({ reminders: 1, messages: 2, failed: 1 });
    expect(failures).toEqual([{ error: 'provider down', sessionId: id, channel: 'whatsapp' }]);
    expect(await outboxTo(t, client.email)).toHaveLength(1);
    expect(await outboxTo(t, therapist.email)).toHaveLength(1);
    // At most once: the claimed reminder is not retried (a retry would repeat the emails).
    expect(await sendDueReminders(deps)).toEqual({ reminders: 0, messages: 0, failed: 0 });
  });

  it('the runner started as server.ts starts it sends due reminders by itself', async () => {
    const client = await createClient(t, { locale: 'en' });
    const therapist = await createTherapist(t, { locale: 'en', tz: 'Europe/Berlin' });
    await insertSession(t, {
      userId: client.id,
      therapistId: therapist.id,
      startsAt: '2026-06-10T10:00:00Z',
    });
    clock.set('2026-06-10T09:20:00Z');
    const errors: unknown[] = [];
    const log = {
      info: () => undefined,
      warn: () => undefined,
      error: (obj: unknown) => void errors.push(obj),
      child: () => log, // each run logs through a child (its run id)
    };
    const runner = startJobs(t.deps, JOBS, log as never, { firstRunMs: 0, intervalMs: 20 });
    await expect.poll(async () => (await outboxTo(t, therapist.email)).length).toBe(1);
    await runner.stop();
    expect(await outboxTo(t, client.email)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
