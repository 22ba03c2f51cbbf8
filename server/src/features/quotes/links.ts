import { PUBLIC_QUOTE_PATH } from 'shared-api/contract';

/** The public page of a sent quote, on the web app's origin. */
export const publicUrlOf = (origin: string, token: string) =>
  `${origin}${PUBLIC_QUOTE_PATH}${encodeURIComponent(token)}`;
