/** The document a message body is shown in (inside a sandboxed iframe; the server already sanitized it). */

const REMOTE_IMAGE = /<img\b[^>]*\ssrc\s*=\s*["']?\s*(https?:)?\/\//i;

/** Does the body load images from elsewhere (which can tell the sender it was read)? */
export function hasRemoteImages(html: string): boolean {
  return REMOTE_IMAGE.test(html);
}

/**
 * A complete document whose Content-Security-Policy allows no script, no fetch, no frame and no form at all,
 * inline styles, and images from the message itself — from the network only when `remoteImages`. The frame
 * also inherits the app's policy, so its own style sheet carries the page's nonce.
 */
export function bodyDocument(
  html: string,
  { remoteImages, nonce = '' }: { remoteImages: boolean; nonce?: string },
): string {
  const images = remoteImages ? 'img-src data: cid: https: http:' : 'img-src data: cid:';
  const policy = `default-src 'none'; ${images}; style-src 'unsafe-inline'; font-src data:; form-action 'none'; base-uri 'none'`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="Content-Security-Policy" content="${policy}"><base target="_blank"><style${nonce ? ` nonce="${nonce}"` : ''}>body{margin:0;padding:12px;font:14px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f1f1f;overflow-wrap:anywhere}img{max-width:100%;height:auto}</style></head><body>${html}</body></html>`;
}
