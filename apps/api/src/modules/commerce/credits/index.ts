export {
  addRefundedSessions,
  changeCreditUse,
  changeReschedulesUsed,
  creditsOfFactor,
  factorIdsOfCredits,
  findCredit,
  grantCredits,
  lockTherapyCredits,
  readTherapyCredits,
  unusedOf,
  type CreditRow,
} from './session-credits.repository';
