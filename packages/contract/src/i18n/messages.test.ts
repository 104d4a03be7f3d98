import { describe, expect, it } from 'vitest';
import { LOCALES } from '../common/locale';
import { icuArguments, icuCatalogueDifferences } from './icu';
import { messagesEn } from './messages.en';
import { messagesFa, type MessageKey } from './messages.fa';
import { MESSAGE_VALUES, translateMessage } from './translate';

const keys = Object.keys(messagesFa) as MessageKey[];

describe('server messages (contract catalogue)', () => {
  it('has the same keys and the same ICU arguments in fa and en', () => {
    expect(icuCatalogueDifferences(messagesFa, messagesEn)).toEqual([]);
  });

  it('notices a missing argument, a renamed one and a missing select case', () => {
    expect(
      icuCatalogueDifferences(
        { a: '{n, number} x', b: '{who} y', c: '{k, select, e {1} other {2}}', d: 'z' },
        { a: '{n} x', b: '{whom} y', c: '{k, select, other {2}}', e: 'z' },
      ),
    ).toEqual([
      'en lacks d',
      'fa lacks e',
      'a: fa {n:number} en {n:argument}',
      'b: fa {who:argument} en {whom:argument}',
      'c: fa {k:select[e|other]} en {k:select[other]}',
    ]);
  });

  it('formats every message in both languages with the values the constants give', () => {
    for (const locale of LOCALES) {
      for (const key of keys) {
        const text = translateMessage(locale, key);
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('gives every argument a value, and values only to messages that have arguments', () => {
    for (const key of keys) {
      const names = icuArguments(messagesFa[key], 'fa').map((entry) => entry.split(':')[0]);
      expect(Object.keys(MESSAGE_VALUES[key] ?? {}).sort(), key).toEqual(names.sort());
    }
  });

  it('states the numbers from the constants, in Persian digits in fa', () => {
    expect(translateMessage('en', 'account_locked')).toBe(
      'Too many wrong passwords. This account is locked for 15 minutes; try again later.',
    );
    expect(translateMessage('en', 'account_locked_everywhere')).toContain(
      'It is locked for up to an hour;',
    );
    expect(translateMessage('fa', 'account_locked_everywhere')).toContain('تا ۱ ساعت قفل است');
    expect(translateMessage('fa', 'file_too_large')).toBe('حجم فایل بیشتر از ۵ مگابایت است.');
    expect(translateMessage('en', 'file_invalid')).toBe(
      'Please upload an image (JPEG, PNG, WebP) or a PDF of at most 5 MB.',
    );
    expect(translateMessage('fa', 'ok.code_sent')).toBe(
      'اگر این نشانی بتواند پیام را دریافت کند، یک کد ۶ رقمی برایش فرستاده شد. کد ۱۰ دقیقه معتبر است.',
    );
    expect(translateMessage('en', 'v.password_min')).toBe(
      'Password must be more than 8 characters',
    );
  });

  it('keeps apostrophes of plain messages as written (ICU quoting does not eat them)', () => {
    expect(translateMessage('en', 'payment_failed')).toBe(
      "Oops! Something went Wrong. We couldn't Process your payment.",
    );
    expect(translateMessage('en', 'no-such-key')).toBe('This value is not valid.');
  });
});
