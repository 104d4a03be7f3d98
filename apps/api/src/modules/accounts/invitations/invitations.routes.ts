import type { FastifyInstance } from 'fastify';
import { invitationEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { pageMeta, pageOffset } from '../../../lib/pagination';
import { publicUrlOf } from '../../platform/platforms';
import { route } from '../../../lib/route';
import { usersWithPaidFactor } from '../../commerce/orders';
import { inviteCreditTotals } from '../../commerce/wallet';
import { pageInvitees } from '../identity';

/** The register screen reads `invite` from its query and sends it as `invite_code`. */
export function invitePath(locale: string, code: string): string {
  return `/${locale}/register?invite=${encodeURIComponent(code)}`;
}

export async function invitationsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;
  route(app, invitationEndpoints.listInvitees, async ({ auth, query, request }) => {
    const { rows, total } = await pageInvitees(db, auth.user.id, query.perPage, pageOffset(query));
    const paid = await usersWithPaidFactor(
      db,
      rows.map((row) => row.id),
    );
    const path = invitePath(request.locale, auth.user.inviteCode);
    return {
      data: {
        invite_code: auth.user.inviteCode,
        invite_link: `${await publicUrlOf(deps, request)}${path}`,
        invite_path: path,
        invitees: rows.map((row) => ({
          firstname: row.firstname,
          joined_at: row.joinedAt.toISOString(),
          first_order_paid: paid.has(row.id),
        })),
        invitees_meta: pageMeta(query, total),
        credit: (await inviteCreditTotals(db, auth.user.id)).map((row) => ({
          currency: row.currency,
          amount: Number(row.amount),
        })),
      },
    };
  });
}
