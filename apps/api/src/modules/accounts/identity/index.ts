export { accountsRoutes } from './accounts.routes';
export {
  authenticateBearer,
  issueSessionToken,
  type SessionContext,
} from './session-tokens.service';
export type { UserRow } from './users.table';
export {
  findUserByEmail,
  findUserById,
  findUserIdByTelegramId,
  pageInvitees,
  insertUser,
  updateUser,
  usersByIds,
  userIdsMatching,
} from './users.repository';
export { newInviteCode } from './invite-code';
export { toProfile } from './profile.mapper';
export { originOf } from './request-origin';
export type { Origin } from './auth.service';
export {
  findOrCreateAccount,
  signInVerified,
  type VerifiedIdentity,
} from './passwordless-account.service';
export { issueLoginTicket, redeemLoginTicket } from './login-tickets.service';
