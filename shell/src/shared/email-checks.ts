/** What the signed-out pages say of an email field the browser's check refuses (spec: Login). */
export const EMAIL_CHECKS = {
  valueMissing: 'Please enter your email',
  typeMismatch: 'Please enter a valid email address',
} as const;
