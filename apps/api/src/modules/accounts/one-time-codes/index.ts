export { issueCode, consumeCode, newCode } from './one-time-codes.service';
export { oneTimeCodes, type OtpPurpose } from './one-time-codes.table';
