import type { Executor } from '../../../db/client';
import type { PackageKind } from '../catalog';
import { sessionCredits } from './session-credits.table';

/** A paid factor's sessions become credits, one row per package line; scheduling spends them. */
export async function grantCredits(
  tx: Executor,
  userId: number,
  factorId: number,
  lines: { packageId: number; kind: PackageKind; sessions: number }[],
): Promise<void> {
  const rows = lines
    .filter((line) => line.sessions > 0)
    .map((line) => ({
      userId,
      factorId,
      packageId: line.packageId,
      kind: line.kind,
      total: line.sessions,
    }));
  if (rows.length > 0) await tx.insert(sessionCredits).values(rows);
}
