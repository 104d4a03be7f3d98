export {
  consumeAttempt,
  reserveAttempt,
  pruneHits,
  type Attempt,
  type ThrottleRule,
} from './throttle.service';
export { throttleRules } from './throttle-rules';
export { postgresRateLimitStore } from './rate-limit-store';
