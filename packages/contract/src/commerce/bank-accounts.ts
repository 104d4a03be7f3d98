import { toLatinDigits } from '../time/digits';

/** Spaces, dashes and Persian or Arabic digits gone; letters in upper case: how accounts are kept. */
export function compactAccountNumber(value: string): string {
  return toLatinDigits(value)
    .replace(/[\s\u200c\u200f\u200e-]/gu, '')
    .toUpperCase();
}

/** An IBAN (ISO 13616): country, two check digits, up to 30 letters or digits, mod 97 = 1. */
export function isValidIban(value: string): boolean {
  const iban = compactAccountNumber(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/u.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/u.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A payment card number: 16 to 19 digits passing the Luhn check (Iranian cards: 16). */
export function isValidCardNumber(value: string): boolean {
  const card = compactAccountNumber(value);
  if (!/^\d{16,19}$/u.test(card)) return false;
  let sum = 0;
  for (let index = 0; index < card.length; index += 1) {
    let digit = Number(card[card.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups of four, as printed on cards and IBAN documents: "IR06 2960 0000 …". */
export function groupAccountNumber(value: string): string {
  return compactAccountNumber(value).replace(/(.{4})(?=.)/gu, '$1 ');
}

/** What a client writes in the transfer's description so support can match it to the invoice. */
export function factorReference(factorId: number): string {
  return `RVN-${factorId}`;
}
