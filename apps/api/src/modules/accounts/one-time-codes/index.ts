export { issueCode, consumeCode, newCode } from './one-time-codes.service';
export type { OtpPurpose } from './one-time-codes.table';
