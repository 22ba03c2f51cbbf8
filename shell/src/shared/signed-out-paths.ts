/** Pages shown before sign-in: no session or user calls from them, and no signed-in app downloaded for them. */
const SIGNED_OUT_PATHS = new Set(['/', '/login', '/set-password', '/reset-password', '/forgot-password']);

export const isSignedOutPath = (pathname: string) => SIGNED_OUT_PATHS.has(pathname);
