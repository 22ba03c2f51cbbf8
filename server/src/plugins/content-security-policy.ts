/**
 * The Content-Security-Policy the app runs under, in one place for the server (helmet) and the front door
 * (nginx.conf carries the same policy; a test compares them). Why each source is there:
 * - default-src 'self': the shell, the remotes (/mfe/), the API and /uploads are one origin.
 * - script-src 'self' + nonce: the bundles and remote entries by URL; the one inline script (the theme
 *   painted before any bundle loads) carries the page's nonce.
 * - style-src 'self' + nonce: antd's CSS-in-JS gets the nonce through ConfigProvider `csp`; the style tags
 *   other libraries insert (the toasts, antd's scrollbar measuring) get it from the page's first script.
 * - style-src-attr 'unsafe-inline': style attributes (React's `style`, antd's positioning, sanitized email
 *   HTML) cannot carry a nonce; they cannot run code either.
 * - img-src 'self' data: blob: https:: logos from /uploads, the inline favicon and antd's data-URI icons,
 *   previews of a chosen logo before upload (blob:), and an email's remote images once the user loads them (the
 *   email frame inherits this policy; its own policy keeps them blocked until asked).
 * - font-src 'self' data:; connect-src 'self': fetch, the event stream and the remotes' manifests.
 * - frame-src 'self': the sandboxed email frame (srcdoc inherits this policy, so email HTML can run nothing).
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none': no plugins, no base
 *   hijack, forms post home only, the app is never framed (clickjacking).
 * Other origins (API_BASE_URL, remotes on another host from REMOTES_JSON) are added where they load from.
 */

export type Directives = Record<string, string[]>;

export function contentSecurityPolicy(nonce: string, otherOrigins: string[] = []): Directives {
  const nonceSource = `'nonce-${nonce}'`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonceSource, ...otherOrigins],
    'style-src': ["'self'", nonceSource, ...otherOrigins],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...otherOrigins],
    'font-src': ["'self'", 'data:', ...otherOrigins],
    'connect-src': ["'self'", ...otherOrigins],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
