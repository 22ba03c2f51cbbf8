import type { CustomerStatus, MessageSource, Role } from 'shared-api/contract';

/** Hand-written demo content for one business tenant; `demo.ts` turns it into rows. */
export interface TenantSeed {
  name: string;
  branding?: { primaryColor: string; secondaryColor: string; accentColor: string; theme: string };
  users: UserSeed[];
  customers: CustomerSeed[];
  catalogs: CatalogSeed[];
  /** One message each, in this order; senders are assigned by `demo.ts`. */
  messages: MessageSeed[];
  /** People who are not contacts yet: their messages stay unlinked. */
  strangers: PersonSeed[];
}

export interface UserSeed {
  name: string;
  email: string;
  role: Role;
}

export interface PersonSeed {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface CustomerSeed {
  name: string;
  status: CustomerStatus;
  industry: string;
  website: string | null;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  source: string;
  notes: string | null;
  /** The first contact is the primary one and lends the customer its email and phone. */
  contacts: PersonSeed[];
}

export interface CatalogSeed {
  name: string;
  description: string | null;
  /** name, description, unit, unit cost (exact decimal string). */
  services: [string, string, string, string][];
}

export interface MessageSeed {
  /** A contact or stranger by name; without it the sender is any contact. */
  from?: string;
  source: MessageSource;
  subject: string | null;
  /** Email bodies are simple HTML; texts, voicemails and zoom notes are plain text. */
  body: string;
  /** Services this request asks for, by name, with quantities: used for AI quotes. */
  wants?: [string, number][];
}
