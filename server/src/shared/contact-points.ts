import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The one normalisation of email addresses and phone numbers, applied when a customer, contact or message is
 * stored, so that auto-link can match a sender with a plain equality on an index.
 */

/** Numbers written without a country code are read as this country's (the demo tenants are in the US). */
const DEFAULT_COUNTRY = 'US';

const ANGLE_ADDRESS = /<([^<>\s]+@[^<>\s]+)>/;
const BARE_ADDRESS = /[^\s<>"',;:]+@[^\s<>"',;:]+\.[^\s<>"',;:]+/;

/** The address inside a From header (`"Jane Roe" <Jane@X.com>` → `jane@x.com`), lower-cased; null when none. */
export function normalizeEmail(value: string | null | undefined): string | null {
  if (!value) return null;
  const address = value.match(ANGLE_ADDRESS)?.[1] ?? value.match(BARE_ADDRESS)?.[0];
  return address ? address.toLowerCase() : null;
}

/** The display name of a From header (`"Jane Roe" <jane@x.com>` → `Jane Roe`); null when it has none. */
export function displayNameOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const at = value.indexOf('<');
  if (at <= 0) return null;
  const name = value
    .slice(0, at)
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  return name || null;
}

/** E.164 (`(555) 201-0101` → `+15552010101`); null when the text is not a possible phone number. */
export function normalizePhone(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const parsed = parsePhoneNumberFromString(value, DEFAULT_COUNTRY);
  return parsed?.isPossible() ? parsed.number : null;
}
