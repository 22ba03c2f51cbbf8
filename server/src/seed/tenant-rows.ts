import type { QuoteStatus } from 'shared-api/contract';
import type { CatalogService } from '../features/ai/catalog';
import { normalizeEmail, normalizePhone } from '../shared/contact-points';
import { hashPassword } from '../shared/passwords';
import { addInbox, type Sender } from './inbox';
import { lineItem, type PricedService, quoteTotal, toCents } from './quote-lines';
import type { SeededRandom } from './random';
import { DAY, type SeedRows, type TenantBuild } from './rows';
import type { TenantSeed, UserSeed } from './types';

export const DEMO_PASSWORD = 'demo1234';

export async function addUsers(
  rows: SeedRows,
  rng: SeededRandom,
  tenantId: string,
  seeds: UserSeed[],
  now: Date,
): Promise<string[]> {
  const hashes = await Promise.all(seeds.map(() => hashPassword(DEMO_PASSWORD)));
  return seeds.map((seed, i) => {
    const id = rng.uuid();
    rows.users.push({
      id,
      tenantId,
      ...seed,
      passwordHash: hashes[i],
      createdAt: new Date(now.getTime() - (300 - i * 40) * DAY),
    });
    return id;
  });
}

/** One business tenant with its users, pipeline, catalogs, inbox, quotes and AI logs. */
export async function addTenant(
  rows: SeedRows,
  rng: SeededRandom,
  seed: TenantSeed,
  now: Date,
): Promise<void> {
  const tenantId = rng.uuid();
  rows.tenants.push({
    id: tenantId,
    name: seed.name,
    ...seed.branding,
    createdAt: new Date(now.getTime() - 365 * DAY),
  });
  const userIds = await addUsers(rows, rng, tenantId, seed.users, now);
  const build: TenantBuild = { rows, rng, tenantId, userIds, now };

  const { customerIds, people } = addCustomers(build, seed);
  const { servicesByName, catalog } = addCatalogs(build, seed);
  const quoted = addInbox(build, seed.messages, people, servicesByName, catalog);
  addHandMadeQuotes(build, seed, customerIds, quoted, [...servicesByName.values()]);
}

function addCustomers({ rows, rng, tenantId, userIds, now }: TenantBuild, seed: TenantSeed) {
  const people = new Map<string, Sender>();
  const customerIds = seed.customers.map((customer) => {
    const customerId = rng.uuid();
    const { contacts: customerContacts, ...fields } = customer;
    const primary = customerContacts[0];
    rows.customers.push({
      id: customerId,
      tenantId,
      userId: userIds[0],
      ...fields,
      email: normalizeEmail(primary?.email),
      phone: normalizePhone(primary?.phone),
      country: 'US',
      createdAt: new Date(now.getTime() - rng.int(40, 240) * DAY),
    });
    customerContacts.forEach((person, position) => {
      const contactId = rng.uuid();
      rows.contacts.push({
        id: contactId,
        tenantId,
        customerId,
        name: person.name,
        // Stored normalised like any saved contact, so auto-link matches senders on plain equality.
        email: normalizeEmail(person.email),
        phone: normalizePhone(person.phone),
        isPrimary: position === 0,
      });
      people.set(person.name, { ...person, contactId, customerId });
    });
    return customerId;
  });
  for (const stranger of seed.strangers)
    people.set(stranger.name, { ...stranger, contactId: null, customerId: null });
  return { customerIds, people };
}

/** The tenant's catalogs as rows, its services by name, and the whole catalog as the quote engine reads it. */
function addCatalogs({ rows, rng, tenantId, now }: TenantBuild, seed: TenantSeed) {
  const servicesByName = new Map<string, PricedService>();
  const engineCatalog: CatalogService[] = [];
  seed.catalogs.forEach((catalog, i) => {
    const catalogId = rng.uuid();
    rows.catalogs.push({
      id: catalogId,
      tenantId,
      name: catalog.name,
      description: catalog.description,
      createdAt: new Date(now.getTime() - (200 - i) * DAY),
    });
    for (const [name, description, unit, unitCost] of catalog.services) {
      const id = rng.uuid();
      rows.services.push({ id, catalogId, name, description, unit, unitCost });
      servicesByName.set(name, { id, name, unit, cents: toCents(unitCost) });
      engineCatalog.push({
        id,
        name,
        description,
        unit,
        cents: toCents(unitCost),
        catalogName: catalog.name,
        aliases: [],
      });
    }
  });
  return { servicesByName, catalog: engineCatalog };
}

/** Quotes typed by hand for customers further down the pipeline that have no AI quote yet. */
function addHandMadeQuotes(
  { rows, rng, tenantId, now }: TenantBuild,
  seed: TenantSeed,
  customerIds: string[],
  quoted: Set<string>,
  services: PricedService[],
) {
  seed.customers.forEach((customer, i) => {
    const customerId = customerIds[i];
    if (!customerId || quoted.has(customerId)) return;
    if (!['CONTACTED', 'QUOTED', 'ACTIVE'].includes(customer.status)) return;
    const items = [rng.pick(services), rng.pick(services)].map((service) =>
      lineItem(service, rng.int(1, 4), null),
    );
    const status: QuoteStatus = customer.status === 'ACTIVE' ? 'ACCEPTED' : i % 2 ? 'SENT' : 'DRAFT';
    rows.quotes.push({
      id: rng.uuid(),
      tenantId,
      customerId,
      status,
      total: quoteTotal(items),
      lineItems: items,
      aiGenerated: false,
      createdAt: new Date(now.getTime() - rng.int(3, 30) * DAY),
    });
  });
}
