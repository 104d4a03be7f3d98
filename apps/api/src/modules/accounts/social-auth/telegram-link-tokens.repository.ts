import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { telegramLinkTokens } from './telegram-link-tokens.table';

export interface TelegramChat {
  telegramId: number;
  telegramUsername: string | null;
}

export async function insertTelegramLinkToken(
  db: Executor,
  values: TelegramChat & { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(telegramLinkTokens).values(values);
}

/** Marks a live link token used and answers its chat — once: a second call gets undefined. */
export async function consumeTelegramLinkToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<TelegramChat | undefined> {
  const [row] = await db
    .update(telegramLinkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(telegramLinkTokens.tokenHash, tokenHash),
        isNull(telegramLinkTokens.usedAt),
        gt(telegramLinkTokens.expiresAt, now),
      ),
    )
    .returning({
      telegramId: telegramLinkTokens.telegramId,
      telegramUsername: telegramLinkTokens.telegramUsername,
    });
  return row;
}
