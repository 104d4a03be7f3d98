/**
 * Gateway returns and webhooks, per caller address: generous enough for a gateway retrying a
 * delivery (or a payer reloading the return page), low enough that nobody hammers the signature
 * checks and the database behind them.
 */
export const GATEWAY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
