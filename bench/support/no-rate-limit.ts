/**
 * Benches measure how fast the API answers, not its rate limit: every call is still counted (the counter's cost
 * is in the figures), but the product servers they start never refuse one.
 */
process.env.API_RATE_LIMIT_PER_MINUTE ??= String(1_000_000_000);
