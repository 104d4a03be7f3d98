import type { FastifyInstance } from 'fastify';
import { devEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { listOutboxFor } from './outbox.repository';

/** The development mailbox. Registered only outside production (see app.ts). */
export async function outboxRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, devEndpoints.outbox, async ({ query }) => {
    const rows = await listOutboxFor(deps.database.db, query.to);
    return {
      data: rows.map((row) => ({
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });
}
