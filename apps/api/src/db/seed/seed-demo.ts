import { newInviteCode } from '../../modules/accounts/identity';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import {
  bankAccounts,
  couponAmounts,
  coupons,
  exchangeRates,
  giftCodes,
  packagePrices,
  packages,
  platforms,
  therapistWeeklyHours,
  therapists,
  users,
} from '../schema';
import {
  DEMO_ACCOUNTS,
  DEMO_BANK_ACCOUNTS,
  DEMO_COUPONS,
  DEMO_EXCHANGE_RATES,
  DEMO_GIFT_CODES,
  DEMO_PACKAGES,
  DEMO_PASSWORD,
  DEMO_PLATFORMS,
  DEMO_THERAPISTS,
} from './demo-data';

/** Fills an empty database with the demo set, all in one transaction (all or nothing). */
export async function seedDemoData(db: Database, now: Date): Promise<void> {
  // Hash before the transaction: argon2 is slow by design and must not hold locks.
  const demoHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(platforms).values([...DEMO_PLATFORMS]);

    const accountEmails = new Set(DEMO_ACCOUNTS.map((account) => account.email));
    const extraTherapists = DEMO_THERAPISTS.filter(
      (therapist) => !accountEmails.has(therapist.email),
    );
    const userRows = await tx
      .insert(users)
      .values([
        ...DEMO_ACCOUNTS.map((account) => ({
          platformId: 1,
          role: account.role,
          email: account.email,
          passwordHash: demoHash,
          firstname: account.firstname,
          lastname: account.lastname,
          cel: '+989120000000',
          tz: 'Asia/Tehran',
          country: 'IR',
          consentAt: now,
          consentVersion: '2026-01',
          inviteCode: newInviteCode(),
        })),
        ...extraTherapists.map((therapist) => ({
          platformId: 1,
          role: 'therapist' as const,
          email: therapist.email,
          passwordHash: demoHash,
          firstname: therapist.nameFa.split(' ').at(-2) ?? therapist.nameFa,
          lastname: therapist.nameFa.split(' ').at(-1) ?? '',
          tz: therapist.tz,
          inviteCode: newInviteCode(),
        })),
      ])
      .returning({ id: users.id, email: users.email });
    const userIdByEmail = new Map(userRows.map((row) => [row.email, row.id]));

    for (const therapist of DEMO_THERAPISTS) {
      const userId = userIdByEmail.get(therapist.email);
      if (userId === undefined) throw new Error(`demo therapist ${therapist.email} has no account`);
      const { hours, email: _email, ...profile } = therapist;
      const [row] = await tx
        .insert(therapists)
        .values({ userId, ...profile })
        .returning({ id: therapists.id });
      if (!row) throw new Error('therapist insert returned nothing');
      await tx.insert(therapistWeeklyHours).values(
        hours.map(([weekday, startTime, endTime]) => ({
          therapistId: row.id,
          weekday,
          startTime,
          endTime,
        })),
      );
    }

    for (const [index, demo] of DEMO_PACKAGES.entries()) {
      const { prices, ...fields } = demo;
      const [row] = await tx
        .insert(packages)
        .values({ ...fields, sortOrder: index })
        .returning({ id: packages.id });
      if (!row) throw new Error('package insert returned nothing');
      await tx.insert(packagePrices).values(
        Object.entries(prices).map(([currency, amount]) => ({
          packageId: row.id,
          currency: currency as keyof typeof prices,
          amountMinor: BigInt(amount),
        })),
      );
    }
    await tx.insert(exchangeRates).values(
      Object.entries(DEMO_EXCHANGE_RATES).map(([currency, rate]) => ({
        currency: currency as keyof typeof DEMO_EXCHANGE_RATES,
        minorPerDollar: BigInt(rate),
      })),
    );
    for (const demo of DEMO_COUPONS) {
      const [row] = await tx
        .insert(coupons)
        .values({
          code: demo.code,
          kind: demo.kind,
          percent: demo.percent,
          maxUses: demo.maxUses,
          maxUsesPerUser: demo.maxUsesPerUser,
        })
        .returning({ id: coupons.id });
      if (row && 'amounts' in demo && demo.amounts) {
        await tx.insert(couponAmounts).values(
          Object.entries(demo.amounts).map(([currency, amount]) => ({
            couponId: row.id,
            currency: currency as keyof typeof DEMO_EXCHANGE_RATES,
            amountMinor: BigInt(amount),
          })),
        );
      }
    }
    await tx
      .insert(giftCodes)
      .values(DEMO_GIFT_CODES.map((gift) => ({ ...gift, amountMinor: BigInt(gift.amountMinor) })));
    await tx.insert(bankAccounts).values(DEMO_BANK_ACCOUNTS);
  });
}

export function demoLogins() {
  return DEMO_ACCOUNTS.map((account) => ({
    role: account.role,
    email: account.email,
    password: DEMO_PASSWORD,
  }));
}
