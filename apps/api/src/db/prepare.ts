import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import { hashPassword } from '../lib/password';
import { findUserByEmail, insertUser, newInviteCode } from '../modules/accounts/identity';
import { recordAudit } from '../modules/platform/audit';
import { countPlatforms } from '../modules/platform/platforms';
import { platforms } from './schema';
import { applyMigrations } from './migrate';
import { demoLogins, seedDemoData } from './seed/seed-demo';
import { DEMO_PLATFORMS } from './seed/demo-data';

export interface PreparedDatabase {
  demoLogins: { role: string; email: string; password: string }[];
}

/**
 * Brings the database to the current schema, seeds an empty one, and creates the configured
 * admin. Runs under a cluster-wide lock, so instances starting together do it once.
 */
export async function prepareDatabase(
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<PreparedDatabase> {
  const { config, database, clock } = deps;
  const adminHash = config.admin ? await hashPassword(config.admin.password) : undefined;
  let seededDemo = false;
  await database.withStartupLock(async (db) => {
    await applyMigrations(database, db);
    if ((await countPlatforms(db)) === 0) {
      if (config.seedDemo) {
        await seedDemoData(db, clock.now());
        seededDemo = true;
        log.info('empty database: demo data seeded');
      } else {
        // Production without demo data still needs the default platform to answer requests.
        await db.insert(platforms).values([DEMO_PLATFORMS[0]]);
      }
    }
    if (config.admin && adminHash) {
      const existing = await findUserByEmail(db, config.admin.email);
      if (!existing) {
        const admin = await insertUser(db, {
          platformId: 1,
          role: 'admin',
          email: config.admin.email,
          passwordHash: adminHash,
          firstname: 'Admin',
          lastname: 'Ravan',
          inviteCode: newInviteCode(),
        });
        await recordAudit(db, { action: 'admin_bootstrap', subjectId: admin?.id ?? null });
        log.info('admin account created from ADMIN_EMAIL');
      } else if (existing.role !== 'admin') {
        log.warn('ADMIN_EMAIL belongs to an existing non-admin account; left unchanged');
      }
    }
  });
  const showDemo = seededDemo || (config.seedDemo && config.env !== 'production');
  return { demoLogins: showDemo ? demoLogins() : [] };
}
