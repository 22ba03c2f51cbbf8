import { PUBLIC_QUOTE_PATH } from 'shared-api/contract';
import type { SecretBox } from '../../shared/secret-box';

/** What makes a quote's link: the web app's origin, and the box that opens the sealed token. */
export interface LinkContext {
  origin: string;
  box: SecretBox;
}

/** The public page of a sent quote, on the web app's origin. */
export const publicUrlOf = (origin: string, token: string) =>
  `${origin}${PUBLIC_QUOTE_PATH}${encodeURIComponent(token)}`;

/** The token of a quote from its sealed copy; null before it is sent, or when the secret key has changed. */
export const openedToken = (box: SecretBox, sealed: string | null) => (sealed ? box.open(sealed) : null);

/** The link staff copy, from the quote's sealed token (null when there is none to open). */
export function sealedLinkOf({ origin, box }: LinkContext, sealed: string | null): string | null {
  const token = openedToken(box, sealed);
  return token ? publicUrlOf(origin, token) : null;
}
