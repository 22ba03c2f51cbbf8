/**
 * What a user's edit of a line the AI proposed teaches the quote engine, read off by the quotes feature and
 * recorded by the AI feature (features/ai/corrections.ts). `phrase` is the message's words the AI read the line
 * from; quantities are numeric text ('2.00').
 */
export type LineCorrection =
  /** The line got another service (or one, where the AI found none): the phrase names that service. */
  | { kind: 'service'; phrase: string; serviceId: string; wrongServiceId?: string }
  /** The line's quantity changed: for this phrase the service's quantity is `quantity`. */
  | { kind: 'quantity'; phrase: string; serviceId: string; proposedQuantity: string; quantity: string }
  /** The line was removed: the phrase does not ask for the service. */
  | { kind: 'not-wanted'; phrase: string; serviceId: string; proposedQuantity: string };

/** A correction with who made it, where: the tenant, the user, and the quote and message it came from. */
export type MadeCorrection = LineCorrection & {
  tenantId: string;
  userId: string;
  messageId?: string;
  quoteId?: string;
};
