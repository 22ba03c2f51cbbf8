import type { QuoteLineItem } from 'shared-api/contract';
import type {
  aiPrompts,
  aiResponses,
  catalogs,
  contacts,
  customers,
  messages,
  quotes,
  services,
  tenants,
  users,
} from '../db/schema';
import type { SeededRandom } from './random';

/** A quote as the builders make it: numbered, dated and split into lines when the seed is written. */
export type SeedQuote = Omit<typeof quotes.$inferInsert, 'number' | 'validUntil'> & {
  id: string;
  lineItems: QuoteLineItem[];
};

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** Every row a seed writes, collected in memory first and inserted table by table. */
export interface SeedRows {
  tenants: Rows<typeof tenants>;
  users: Rows<typeof users>;
  customers: Rows<typeof customers>;
  contacts: Rows<typeof contacts>;
  catalogs: Rows<typeof catalogs>;
  services: Rows<typeof services>;
  messages: Rows<typeof messages>;
  quotes: SeedQuote[];
  aiPrompts: Rows<typeof aiPrompts>;
  aiResponses: Rows<typeof aiResponses>;
}

export type MessageRow = SeedRows['messages'][number];

export const emptySeedRows = (): SeedRows => ({
  tenants: [],
  users: [],
  customers: [],
  contacts: [],
  catalogs: [],
  services: [],
  messages: [],
  quotes: [],
  aiPrompts: [],
  aiResponses: [],
});

/** What the builders of one tenant share. */
export interface TenantBuild {
  rows: SeedRows;
  rng: SeededRandom;
  tenantId: string;
  userIds: string[];
  now: Date;
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
