export { grantCredits } from './credits.service';
export { sessionCredits } from './session-credits.table';
