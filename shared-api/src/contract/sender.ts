import type { MessageSummary } from './messages';

export interface SenderDisplay {
  /** The contact's or sender's name, else the address or number itself. */
  name: string;
  /** The email or phone shown beside the name; null when the name already is it. */
  detail: string | null;
}

const ANGLE_ADDRESS = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/;

/** `"Jane Roe" <jane@x.com>` → { name: 'Jane Roe', address: 'jane@x.com' }; a bare address has no name. */
export function parseFrom(from: string): { name: string | null; address: string } {
  const match = from.match(ANGLE_ADDRESS);
  if (!match) return { name: null, address: from.trim() };
  return { name: match[1]?.trim() || null, address: match[2] ?? '' };
}

type SenderFields = Pick<MessageSummary, 'contact' | 'fromEmail' | 'fromPhone' | 'senderName'>;

/**
 * The contact's name with their email or phone; otherwise what the message came from — a From
 * header shows as its name and address rather than raw quotes and angle brackets.
 */
export function senderDisplay(message: SenderFields): SenderDisplay {
  const { contact } = message;
  if (contact) return { name: contact.name, detail: contact.email ?? contact.phone ?? null };
  if (message.fromEmail) {
    const { name, address } = parseFrom(message.fromEmail);
    const shownName = name ?? message.senderName;
    return shownName ? { name: shownName, detail: address } : { name: address, detail: null };
  }
  if (message.fromPhone) {
    return message.senderName
      ? { name: message.senderName, detail: message.fromPhone }
      : { name: message.fromPhone, detail: null };
  }
  return { name: message.senderName ?? 'Unknown sender', detail: null };
}

/** Sender details to prefill a new customer or contact with. */
export function prefillFrom(message: SenderFields): {
  name: string | null;
  email: string | null;
  phone: string | null;
} {
  const parsed = message.fromEmail ? parseFrom(message.fromEmail) : null;
  return {
    name: message.senderName ?? parsed?.name ?? null,
    email: parsed?.address ?? null,
    phone: message.fromPhone ?? null,
  };
}
