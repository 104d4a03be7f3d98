/**
 * iCalendar (RFC 5545) text for one session, attached to emails so the recipient's calendar app
 * shows it. Pure: no clock, no I/O — the caller passes DTSTAMP.
 */

export interface IcsEvent {
  /** Stable per session, so a later copy (new SEQUENCE) updates the same calendar entry. */
  uid: string;
  /** Higher wins in calendar apps: the session's version. */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** The meeting link: LOCATION (text) and URL (a URI, never escaped). */
  url?: string;
}

/**
 * PUBLISH (a plain calendar entry) rather than REQUEST: REQUEST needs an ORGANIZER and invites a
 * reply we do not process. CANCEL removes an entry published earlier under the same UID.
 */
export type IcsMethod = 'PUBLISH' | 'CANCEL';

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into 75-octet pieces joined by CRLF + space. Counts UTF-8 octets, not
 * characters (Persian letters are 2 octets each), and never splits one character's octets.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // The continuation's leading space counts towards its 75 octets.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** 2026-01-15T10:00:00.000Z → 20260115T100000Z (UTC "form #2", no VTIMEZONE needed). */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A URI value may hold neither line breaks nor other control characters. */
const uri = (value: string) =>
  [...value].filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f).join('');

export function buildIcs(event: IcsEvent, method: IcsMethod = 'PUBLISH'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ravan//Sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
    ...(event.url === undefined
      ? []
      : [`LOCATION:${escapeText(event.url)}`, `URL:${uri(event.url)}`]),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The message attachment for an .ics text; the MIME method parameter must match METHOD. */
export function icsAttachment(filename: string, ics: string, method: IcsMethod = 'PUBLISH') {
  return {
    filename,
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
