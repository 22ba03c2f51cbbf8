/**
 * The page's Content-Security-Policy nonce, which the server writes into the shell's HTML per response:
 * styles the app inserts at run time (antd's CSS-in-JS) must carry it. Empty outside such a page (tests).
 */
export function pageCspNonce(): string {
  if (typeof document === 'undefined') return '';
  const content = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
  // The unsubstituted placeholder (a dev server that serves the template as is) is no nonce.
  return content.startsWith('__') ? '' : content;
}
