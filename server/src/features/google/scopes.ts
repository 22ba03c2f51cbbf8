/** The only Gmail permission the product asks for: read mail. It cannot send, change, label or delete. */
export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';

export const SIGN_IN_SCOPE = 'openid email profile';
