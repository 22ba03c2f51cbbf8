import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { PasswordTokenPurpose } from '../db/schema';

/**
 * Where the web app lives, for the link: APP_URL when set; else the calling page's origin when it is an
 * allowed CORS origin (the shell on another host); else the origin the request came to.
 */
export function appOrigin(request: FastifyRequest, config: Pick<Config, 'appUrl' | 'corsOrigins'>): string {
  if (config.appUrl) return config.appUrl;
  const origin = request.headers.origin;
  if (origin && config.corsOrigins.includes(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** The web app's page for each kind of link: both set a password with the token. */
const PAGES: Record<PasswordTokenPurpose, string> = {
  invitation: '/set-password',
  reset: '/reset-password',
};

export function passwordLink(origin: string, purpose: PasswordTokenPurpose, token: string): string {
  return `${origin}${PAGES[purpose]}?token=${encodeURIComponent(token)}`;
}
