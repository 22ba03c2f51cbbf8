import type { LightMyRequestResponse } from 'fastify';
import type { TestBrowser } from '../../../testing/app';

export interface SignInTampering {
  /** Rewrites the authorization request the app sent the browser to (what an attacker could inject). */
  authorizationUrl?: (url: URL) => void;
  /** Rewrites the provider's redirect back to the app. */
  callbackUrl?: (url: URL) => void;
}

/**
 * Walks a browser through a Google sign-in without a real browser: the app's redirect, the stand-in's sign-in
 * page (the email typed in), its automatic consent, and the redirect back to the app's callback. Returns the
 * app's answer to the callback.
 */
export async function signInWithGoogle(
  browser: TestBrowser,
  email: string,
  { gmail = false, tamper = {} }: { gmail?: boolean; tamper?: SignInTampering } = {},
): Promise<LightMyRequestResponse> {
  const start = await browser.get(`/api/auth/google${gmail ? '?gmail=1' : ''}`);
  if (start.statusCode !== 302)
    throw new Error(`/api/auth/google answered ${start.statusCode}: ${start.body}`);
  const authorizationUrl = new URL(String(start.headers.location));
  tamper.authorizationUrl?.(authorizationUrl);

  const jar = new Map<string, string>();
  let next: { url: URL; init?: RequestInit } = { url: authorizationUrl };
  for (let hops = 0; hops < 12; hops++) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers as Record<string, string>), cookie: cookieHeader(jar) },
    });
    keepCookies(jar, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location) {
      await response.body?.cancel();
      const target = new URL(location, next.url);
      if (target.pathname === '/api/auth/google/callback') {
        tamper.callbackUrl?.(target);
        return browser.get(`${target.pathname}${target.search}`);
      }
      next = { url: target };
      continue;
    }
    const page = await response.text();
    const form = /action="([^"]+\/login)"/.exec(page);
    if (response.status !== 200 || !form?.[1]) {
      throw new Error(
        `The stand-in answered ${response.status} at ${next.url.pathname}: ${page.slice(0, 300)}`,
      );
    }
    next = {
      url: new URL(form[1], next.url),
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      },
    };
  }
  throw new Error('The sign-in did not come back to the app');
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function keepCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some(
      (a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now(),
    );
    if (!value || expired) jar.delete(name);
    else jar.set(name, value);
  }
}
