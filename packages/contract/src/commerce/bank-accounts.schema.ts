import { z } from '../common/zod-setup';
import { CURRENCIES } from '../common/enums';
import { idParam, requiredText } from '../common/fields';
import { compactAccountNumber, isValidCardNumber, isValidIban } from './bank-accounts';

const currency = z.enum(CURRENCIES);

/** An account number as typed (spaces, Persian digits) or null; kept compact. */
const accountNumber = (valid: (value: string) => boolean, message: string) =>
  z.nullish(
    z.string().check(
      z.maxLength(64, 'v.too_long'),
      z.overwrite(compactAccountNumber),
      z.refine((value) => value === '' || valid(value), message),
    ),
  );

const accountFields = {
  platform_id: z.int().check(z.gte(1)),
  currency,
  holder_name: requiredText(120),
  bank_name: requiredText(120),
  iban: accountNumber(isValidIban, 'v.iban'),
  card_number: accountNumber(isValidCardNumber, 'v.card_number'),
  active: z.boolean(),
  sort_order: z.int().check(z.gte(-10_000), z.lte(10_000)),
};

const hasNumber = (body: { iban?: string | null; card_number?: string | null }) =>
  Boolean(body.iban) || Boolean(body.card_number);

/** Admin: a new account; at least an IBAN or a card number. */
export const createBankAccountBody = z
  .object({
    ...accountFields,
    active: z.optional(accountFields.active),
    sort_order: z.optional(accountFields.sort_order),
  })
  .check(z.refine(hasNumber, { message: 'v.iban_or_card', path: ['iban'] }));

/** Admin: change any field; the account must keep an IBAN or a card number. */
export const updateBankAccountBody = z.partial(z.object(accountFields));

export const bankAccountParams = z.object({ accountId: idParam });

/** An account as the admin screen lists it. */
export const staffBankAccount = z.object({
  id: z.int(),
  platform_id: z.int(),
  currency,
  holder_name: z.string(),
  bank_name: z.string(),
  iban: z.nullable(z.string()),
  card_number: z.nullable(z.string()),
  active: z.boolean(),
  sort_order: z.int(),
  updated_at: z.string(),
});
export type StaffBankAccount = z.infer<typeof staffBankAccount>;

/** The platforms an account can belong to (for the admin screen's choice). */
export const staffBankAccounts = z.object({
  accounts: z.array(staffBankAccount),
  platforms: z.array(z.object({ id: z.int(), name: z.string(), currency })),
});

/** Where to send a transfer for one invoice: its reference, what is open, the accounts. */
export const transferDetails = z.object({
  factor_id: z.int(),
  /** To write in the transfer's description (e.g. RVN-123). */
  reference: z.string(),
  currency,
  /** Minor units still due and not already reported by a transfer under review. */
  open: z.int(),
  accounts: z.array(
    z.object({
      id: z.int(),
      holder_name: z.string(),
      bank_name: z.string(),
      iban: z.nullable(z.string()),
      card_number: z.nullable(z.string()),
    }),
  ),
});
export type TransferDetails = z.infer<typeof transferDetails>;
