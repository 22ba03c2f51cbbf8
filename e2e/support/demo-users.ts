/** The seeded demo users (the README lists them); every one signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo1234';
export const OWNER = { email: 'owner@acme.test', tenant: 'Acme Plumbing' };
export const STAFF = { email: 'staff@acme.test', tenant: 'Acme Plumbing' };
export const SUPER_ADMIN = { email: 'super@quotedesk.test', tenant: 'QuoteDesk HQ' };
