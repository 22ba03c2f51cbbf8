/**
 * What the product servers that benches start leave out, so the figures are the API's and the pages' own:
 * - the rate limit: every call is still counted (the counter's cost is in the figures), but none is refused;
 * - the sentence encoder: no meaning job runs beside the figures (after a large seed, reading the services and the
 *   recent messages takes a core for minutes). bench:matcher measures the encoder on its own.
 */
process.env.API_RATE_LIMIT_PER_MINUTE ??= String(1_000_000_000);
process.env.SENTENCE_ENCODER ??= 'false';
