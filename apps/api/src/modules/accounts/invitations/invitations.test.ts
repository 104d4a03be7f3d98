import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/build-test-app';
import { bearer, postAs, randomIp, registerClient } from '../../../test/factories';
import { users } from '../../../db/schema';
import { postToWallet } from '../../commerce/wallet';
import { buildAppWithDataDir, loginAs } from '../../../test/commerce-fixtures';

let t: Awaited<ReturnType<typeof buildAppWithDataDir>>;
beforeAll(async () => {
  t = await buildAppWithDataDir();
});
afterAll(async () => {
  await t.close();
});

type Invitations = {
  data: {
    invite_code: string;
    invite_link: string;
    invite_path: string;
    invitees: { firstname: string | null; joined_at: string; first_order_paid: boolean }[];
    invitees_meta: { total: number };
    credit: { currency: string; amount: number }[];
  };
};

const invitedBy = async (userId: number) =>
  (await t.deps.database.db.select().from(users).where(eq(users.id, userId)))[0]?.invitedBy;

describe('invitations', () => {
  it('registration with an invite code records the inviter; an unknown code is ignored', async () => {
    const inviter = await registerClient(t.app);
    const { data } = json<Invitations>(await postAs(t.app, inviter.token, '/api/v1/user/invitees'));
    expect(data.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(data.invite_path).toBe(`/en/register?invite=${data.invite_code}`);
    expect(data.invite_link).toMatch(
      new RegExp(`^https?://[^/]+/en/register\\?invite=${data.invite_code}$`),
    );
    expect(data.invitees).toEqual([]);
    expect(data.credit).toEqual([]);

    const invitee = await registerClient(t.app, {
      invite_code: ` ${data.invite_code.toLowerCase()} `,
    });
    expect(await invitedBy(invitee.profile.id)).toBe(inviter.profile.id);
    const stray = await registerClient(t.app, { invite_code: 'NOSUCHCODE' });
    expect(await invitedBy(stray.profile.id)).toBeNull();
    const plain = await registerClient(t.app);
    expect(await invitedBy(plain.profile.id)).toBeNull();
  });

  it('ignores the code of a disabled account', async () => {
    const inviter = await registerClient(t.app);
    const [row] = await t.deps.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, inviter.profile.id))
      .returning();
    const invitee = await registerClient(t.app, { invite_code: row!.inviteCode });
    expect(await invitedBy(invitee.profile.id)).toBeNull();
  });

  it('lists invitees by first name, whether their first order is paid, and the credit earned', async () => {
    const admin = await loginAs(t.app, 'admin@ravan.demo');
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/staff/exchange-rates/rial',
      headers: bearer(admin),
      payload: { minor_per_dollar: 100_000 },
      remoteAddress: randomIp(),
    });
    const inviter = await registerClient(t.app);
    const code = json<Invitations>(await postAs(t.app, inviter.token, '/api/v1/user/invitees')).data
      .invite_code;
    const invitee = await registerClient(t.app, { invite_code: code, firstname: 'Nima' });
    const before = json<Invitations>(
      await postAs(t.app, inviter.token, '/api/v1/user/invitees'),
    ).data;
    expect(before.invitees).toEqual([
      { firstname: 'Nima', joined_at: expect.any(String), first_order_paid: false },
    ]);
    expect(JSON.stringify(before)).not.toContain(invitee.email);
    expect(JSON.stringify(before)).not.toContain('Tehrani');

    await postAs(t.app, invitee.token, '/api/v1/cart/changecurrency', { currency: 'dollar' });
    await postAs(t.app, invitee.token, '/api/v1/cart', { package_id: 1 });
    const factor = json<{ data: { factor: { id: number; total: number } } }>(
      await postAs(t.app, invitee.token, '/api/v1/saveorder'),
    ).data.factor;
    await t.deps.database.db.transaction((tx) =>
      postToWallet(tx, {
        userId: invitee.profile.id,
        currency: 'dollar',
        amountMinor: BigInt(factor.total),
        kind: 'gift_code',
        idempotencyKey: `invitee-${invitee.profile.id}`,
      }),
    );
    await postAs(t.app, invitee.token, `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`);

    const after = json<Invitations>(
      await postAs(t.app, inviter.token, '/api/v1/user/invitees'),
    ).data;
    expect(after.invitees.map((i) => [i.firstname, i.first_order_paid])).toEqual([['Nima', true]]);
    expect(after.invitees_meta.total).toBe(1);
    // 10 dollars at the admin-set 100 000 toman per dollar.
    expect(after.credit).toEqual([{ currency: 'rial', amount: 1_000_000 }]);
    // The invitee has invited nobody.
    const theirs = json<Invitations>(
      await postAs(t.app, invitee.token, '/api/v1/user/invitees'),
    ).data;
    expect(theirs.invitees).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/invitees' })).statusCode).toBe(
      401,
    );
  });
});
