export {
  consumeAttempt,
  assertUnderLimit,
  countHits,
  recordHit,
  pruneHits,
  type ThrottleRule,
} from './throttle.service';
export { throttleRules } from './throttle-rules';
