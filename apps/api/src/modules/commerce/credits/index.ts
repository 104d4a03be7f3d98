export { grantCredits } from './credits.service';
export { sessionCredits } from './session-credits.table';
export {
  changeCreditUse,
  changeReschedulesUsed,
  factorIdsOfCredits,
  findCredit,
  lockTherapyCredits,
  readTherapyCredits,
  unusedOf,
  type CreditRow,
} from './session-credits.repository';
