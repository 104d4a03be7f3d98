import type { Output, Profile, telegramAuthBody } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { hashSecretToken, newSecretToken } from '../../../lib/secret-token';
import { findUserIdByTelegramId, toProfile, updateUser, type UserRow } from '../identity';
import { recordAudit } from '../../platform/audit';
import { isUniqueViolation } from './unique-violation';
import {
  consumeTelegramLinkToken,
  insertTelegramLinkToken,
  type TelegramChat,
} from './telegram-link-tokens.repository';
import { isTelegramLoginValid } from './telegram-widget.verifier';

/** How long a link from our bot stays usable. */
export const TELEGRAM_LINK_TTL_MS = 30 * 60_000;

type AuditOrigin = { ip: string; userAgent: string | null };

/** Ties a Telegram account to the caller's; one Telegram account belongs to one of ours. */
async function linkTelegram(
  db: Executor,
  user: UserRow,
  chat: TelegramChat,
  via: 'widget' | 'bot_link',
  origin: AuditOrigin,
): Promise<UserRow> {
  const owner = await findUserIdByTelegramId(db, chat.telegramId);
  if (owner !== undefined && owner !== user.id) throw new AppError('telegram_invalid');
  const updated = await updateUser(db, user.id, {
    telegramId: chat.telegramId,
    telegramUsername: chat.telegramUsername,
  });
  if (!updated) throw new AppError('unauthenticated');
  await recordAudit(
    db,
    {
      action: 'telegram_linked',
      actorId: user.id,
      subjectId: user.id,
      detail: { via, telegram_id: chat.telegramId },
    },
    origin,
  );
  return updated;
}

/** Runs a link in a transaction; two accounts racing for one Telegram id: the loser is refused. */
async function inLinkTransaction(
  deps: AppDeps,
  work: (tx: Executor) => Promise<UserRow>,
): Promise<Profile> {
  try {
    return toProfile(await deps.database.db.transaction(work));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('telegram_invalid', { cause: error });
    throw error;
  }
}

/** POST user/attach-telegram: Login Widget data, its hash checked against our bot's token. */
export async function attachTelegramFromWidget(
  deps: AppDeps,
  user: UserRow,
  data: Output<typeof telegramAuthBody>,
  origin: AuditOrigin,
): Promise<Profile> {
  const botToken = deps.config.telegramBotToken;
  if (!botToken) throw new AppError('service_unavailable');
  if (!isTelegramLoginValid(data, botToken, deps.clock.now()))
    throw new AppError('telegram_invalid');
  const chat = { telegramId: data.id, telegramUsername: data.username ?? null };
  return inLinkTransaction(deps, (tx) => linkTelegram(tx, user, chat, 'widget', origin));
}

/** POST auth/submit_telegram_token: the token from our bot's link, used up at once. */
export async function attachTelegramFromToken(
  deps: AppDeps,
  user: UserRow,
  token: string,
  origin: AuditOrigin,
): Promise<Profile> {
  return inLinkTransaction(deps, async (tx) => {
    const chat = await consumeTelegramLinkToken(tx, hashSecretToken(token), deps.clock.now());
    if (!chat) throw new AppError('telegram_invalid');
    return linkTelegram(tx, user, chat, 'bot_link', origin);
  });
}

/** What our bot does for a chat: a single-use token (only its hash kept) to put in a link. */
export async function createTelegramLinkToken(deps: AppDeps, chat: TelegramChat): Promise<string> {
  const token = newSecretToken();
  await insertTelegramLinkToken(deps.database.db, {
    ...chat,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(deps.clock.now().getTime() + TELEGRAM_LINK_TTL_MS),
  });
  return token;
}
