import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, formatUtc, icsAttachment } from './ics';

const base = {
  uid: 'session-42@ravan.test',
  sequence: 3,
  stamp: new Date('2026-01-14T10:00:05.123Z'),
  start: new Date('2026-01-15T10:00:00Z'),
  end: new Date('2026-01-15T10:45:00Z'),
};

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space disappears. */
const unfold = (text: string) => text.replace(/\r\n /g, '');
const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('ics', () => {
  it('builds a PUBLISH calendar with UTC times, CRLF endings and the meeting link', () => {
    const ics = buildIcs({
      ...base,
      summary: 'Ravan session with Dr. Kazemi',
      description: 'Meeting link: https://meet.example/r',
      url: 'https://meet.example/r',
    });
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Ravan//Sessions//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:session-42@ravan.test',
        'SEQUENCE:3',
        'DTSTAMP:20260114T100005Z',
        'DTSTART:20260115T100000Z',
        'DTEND:20260115T104500Z',
        'SUMMARY:Ravan session with Dr. Kazemi',
        'DESCRIPTION:Meeting link: https://meet.example/r',
        'LOCATION:https://meet.example/r',
        'URL:https://meet.example/r',
        'STATUS:CONFIRMED',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    // No bare LF anywhere.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslash, semicolon, comma and line breaks in text, not in the URL', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const url = 'https://meet.example/room?a=1,2;b';
    const ics = unfold(buildIcs({ ...base, summary: 'x', description: 'one\ntwo', url }));
    expect(ics).toContain('DESCRIPTION:one\\ntwo\r\n');
    expect(ics).toContain('LOCATION:https://meet.example/room?a=1\\,2\\;b\r\n');
    expect(ics).toContain('URL:https://meet.example/room?a=1,2;b\r\n');
  });

  it('folds a Persian summary at 75 octets without splitting a character', () => {
    const summary = 'جلسهٔ روان با دکتر مریم کاظمی، پنجشنبه ۲۵ دی ۱۴۰۴ ساعت ۱۳:۳۰';
    const ics = buildIcs({ ...base, summary });
    const lines = ics.split('\r\n');
    const start = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    // 8 ASCII octets + ~120 octets of Persian: two lines, the second a continuation.
    expect(lines[start + 1]?.startsWith(' ')).toBe(true);
    expect(lines[start + 2]?.startsWith('STATUS:')).toBe(true);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    // Every piece is valid UTF-8 on its own (no replacement characters after a round trip).
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(unfold(ics)).toContain(`SUMMARY:${escapeText(summary)}\r\n`);
  });

  it('folds a long meeting URL and unfolding restores it exactly', () => {
    const url = `https://meet.example/${'r'.repeat(150)}?jwt=${'x'.repeat(40)}`;
    const ics = buildIcs({ ...base, summary: 's', url });
    const lines = ics.split('\r\n');
    const urlLine = lines.findIndex((line) => line.startsWith('URL:'));
    expect(lines[urlLine]).toBe(`URL:${url.slice(0, 71)}`);
    expect(lines[urlLine + 1]).toBe(` ${url.slice(71, 145)}`);
    expect(lines[urlLine + 2]).toBe(` ${url.slice(145)}`);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`\r\nURL:${url}\r\n`);
  });

  it('folds exactly at the boundary: 75 octets stay on one line, 76 do not', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    // A 2-octet letter that would end at octet 76 moves to the next line whole.
    expect(foldLine(`${'a'.repeat(74)}ب`)).toBe(`${'a'.repeat(74)}\r\n ب`);
  });

  it('CANCEL marks the event cancelled; the attachment type carries the method', () => {
    const ics = buildIcs({ ...base, summary: 's' }, 'CANCEL');
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(icsAttachment('session.ics', ics, 'CANCEL')).toEqual({
      filename: 'session.ics',
      content: ics,
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
    expect(formatUtc(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });
});
