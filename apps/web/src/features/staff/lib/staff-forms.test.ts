import { describe, expect, it } from 'vitest';
import { createCouponBody, createPackageBody, refundBody as refundSchema } from '@ravan/contract';
import { amountEntries, amountTexts } from './amount-texts';
import { contractResolver } from './contract-resolver';
import { couponBody, couponFieldOf, couponFormValues } from './coupon-form';
import { amountInput, parseWhole } from './number-text';
import { packageBody, packageFieldOf, packageFormValues } from './package-form';
import { refundBody, refundFieldOf, refundFormValues } from './refund-form';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('amounts typed in major units', () => {
  it('reads Latin and Persian digits per currency, and reports what is not an amount', () => {
    const errors: Record<string, string> = {};
    const texts = { ...amountTexts(), rial: '۹۵۰٬۰۰۰', dollar: '12.5', euro: '1.234', gbp: ' ' };
    expect(amountEntries(texts, 'prices', errors)).toEqual([
      { currency: 'rial', amount: 950_000 },
      { currency: 'dollar', amount: 1_250 },
    ]);
    expect(errors).toEqual({ 'prices.euro': 'v.invalid' });
  });

  it('fills the fields from saved minor units', () => {
    expect(amountInput(1_250, 'dollar')).toBe('12.50');
    expect(amountInput(950_000, 'rial')).toBe('950000');
    expect(amountTexts([{ currency: 'euro', amount: 8_300 }])).toMatchObject({
      euro: '83.00',
      rial: '',
    });
  });

  it('reads whole numbers, leaving empty fields out', () => {
    expect(parseWhole('۱۲')).toBe(12);
    expect(parseWhole('')).toBeUndefined();
    expect(parseWhole('1.5')).toBeNaN();
  });
});

describe('package form', () => {
  const resolve = contractResolver(createPackageBody, packageBody, packageFieldOf);

  it('asks for at least one price, with the contract’s message', async () => {
    const result = await resolve(
      { ...packageFormValues(null), title_fa: 'بسته', title_en: 'Pack' },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({ prices: { message: 'v.currency_required' } });
  });

  it('puts each problem on its field: a title, a count, one currency', async () => {
    const values = {
      ...packageFormValues(null),
      title_en: 'Pack',
      session_count: 'two',
      prices: { ...amountTexts(), euro: '12.345', dollar: '10' },
    };
    const { errors } = await resolve(values, undefined, options);
    expect(errors).toMatchObject({
      title_fa: { message: 'v.required' },
      session_count: { message: 'v.invalid' },
      prices: { euro: { message: 'v.invalid' } },
    });
    expect(errors.prices?.dollar).toBeUndefined();
  });

  it('gives the submit handler the contract body in minor units', async () => {
    const values = {
      ...packageFormValues(null),
      title_fa: ' بستهٔ آزمایشی ',
      title_en: 'Trial',
      session_count: '۴',
      prices: { ...amountTexts(), rial: '950000', dollar: '19.99' },
    };
    expect((await resolve(values, undefined, options)).values).toEqual({
      title_fa: 'بستهٔ آزمایشی',
      title_en: 'Trial',
      kind: 'therapy',
      session_count: 4,
      session_minutes: 50,
      sort_order: 0,
      active: true,
      prices: [
        { currency: 'rial', amount: 950_000 },
        { currency: 'dollar', amount: 1_999 },
      ],
    });
  });
});

describe('coupon form', () => {
  const resolve = contractResolver(createCouponBody, couponBody, couponFieldOf);

  it('asks a fixed discount for its amounts, on the amounts', async () => {
    const values = { ...couponFormValues(), code: 'SPRING', kind: 'fixed' as const };
    expect((await resolve(values, undefined, options)).errors).toMatchObject({
      amounts: { message: 'v.required' },
    });
  });

  it('sends a percentage with its window, limits and packages', async () => {
    const values = {
      ...couponFormValues(),
      code: 'SPRING-10',
      percent: '10',
      valid_from: '2026-03-01T00:00',
      valid_until: '2026-02-01T00:00',
      max_uses: '',
      package_ids: ['2', '5'],
    };
    expect((await resolve(values, undefined, options)).errors).toMatchObject({
      valid_until: { message: 'v.invalid' },
    });
    const ok = await resolve({ ...values, valid_until: '' }, undefined, options);
    expect(ok.values).toMatchObject({
      code: 'SPRING-10',
      kind: 'percent',
      percent: 10,
      max_uses_per_user: 1,
      package_ids: [2, 5],
    });
    expect(ok.values).not.toHaveProperty('max_uses', expect.anything());
  });
});

describe('refund form', () => {
  const credits = [
    { id: 7, package_id: 2, title: 'Therapy', total: 4, used: 1, refunded: 0, refundable: 3 },
    { id: 9, package_id: 3, title: 'Couple', total: 2, used: 2, refunded: 0, refundable: 0 },
  ];
  const texts = { tooMany: (count: number) => `at most ${count}`, noneChosen: 'choose' };
  const resolve = contractResolver(refundSchema, refundBody(credits, texts), refundFieldOf);

  it('never sends an empty choice (the API would refund everything)', async () => {
    const { errors } = await resolve(refundFormValues(credits), undefined, options);
    expect(errors).toMatchObject({ sessions: { message: 'choose' } });
  });

  it('refuses more than is left, on that credit’s field', async () => {
    const values = { ...refundFormValues(credits), sessions: { c7: '4', c9: '' } };
    expect((await resolve(values, undefined, options)).errors).toMatchObject({
      sessions: { c7: { message: 'at most 3' } },
    });
  });

  it('sends the chosen credits, the method and the reason', async () => {
    const values = {
      sessions: { c7: '۲', c9: '' },
      method: 'original' as const,
      reason: ' moved abroad ',
    };
    expect((await resolve(values, undefined, options)).values).toEqual({
      method: 'original',
      reason: 'moved abroad',
      credits: [{ credit_id: 7, sessions: 2 }],
    });
  });
});
