import { and, eq } from 'drizzle-orm';
import { contactSchema, listedContactSchema, MAX_PAGE_SIZE } from 'shared-api/contract';
import { z } from 'zod';
import { contacts, customers } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;
let acmeId: string;
let bluewaveCustomerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  acmeId = await ctx.tenantIdOf('owner@acme.test');
  const bluewaveId = await ctx.tenantIdOf('admin@bluewave.test');
  const [theirs] = await ctx.db.select().from(customers).where(eq(customers.tenantId, bluewaveId)).limit(1);
  bluewaveCustomerId = theirs?.id as string;
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const strictContact = contactSchema.strict();

async function newCustomer(name: string) {
  const [row] = await ctx.db.insert(customers).values({ tenantId: acmeId, name }).returning();
  return row?.id as string;
}

async function addContact(browser: TestBrowser, payload: Record<string, unknown>) {
  const response = await browser.request({ method: 'POST', url: '/api/contacts', payload });
  expect(response.statusCode).toBe(201);
  return strictContact.parse(response.json());
}

const primariesOf = async (customerId: string) =>
  (
    await ctx.db
      .select({ name: contacts.name })
      .from(contacts)
      .where(and(eq(contacts.customerId, customerId), eq(contacts.isPrimary, true)))
  ).map((row) => row.name);

const contactPage = z
  .object({ contacts: z.array(listedContactSchema.strict()), nextCursor: z.string().nullable() })
  .strict();

describe('GET /api/contacts', () => {
  it("lists a customer's contacts, primary first", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const customerId = await newCustomer('Listing Co');
    await addContact(browser, { name: 'Zed Second', customerId });
    await addContact(browser, { name: 'Amy First', customerId, isPrimary: true });

    const response = await browser.get(`/api/contacts?customerId=${customerId}`);
    expect(response.statusCode).toBe(200);
    // The classic call (no limit, cursor or search): the whole list, as an array.
    const list = z.array(listedContactSchema.strict()).parse(response.json());
    expect(list.map((contact) => [contact.name, contact.isPrimary, contact.customerName])).toEqual([
      ['Amy First', true, 'Listing Co'],
      ['Zed Second', false, 'Listing Co'],
    ]);
  });

  it("lists every contact of the caller's tenant with its customer's name, and no other tenant's", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const customerId = await newCustomer('Tenant Wide Co');
    const added = await addContact(browser, { name: 'Tess Wide', customerId });

    const response = await browser.get(`/api/contacts?limit=${MAX_PAGE_SIZE}`);
    expect(response.statusCode).toBe(200);
    const list = contactPage.parse(response.json()).contacts;
    expect(list).toContainEqual({ ...added, customerName: 'Tenant Wide Co' });
    const acmeCustomers = await ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.tenantId, acmeId));
    const acme = new Set(acmeCustomers.map((row) => row.id));
    expect(list.every((contact) => acme.has(contact.customerId))).toBe(true);
  });

  it("finds the first matches of a search over the contact's name, email and phone and its company's name", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const company = await newCustomer('Quokka Holdings');
    const byCompany = await addContact(browser, { name: 'Pat Plain', customerId: company });
    const other = await newCustomer('Plain Co');
    const byName = await addContact(browser, { name: 'Quokka Jones', customerId: other });
    const byEmail = await addContact(browser, {
      name: 'Mail Person',
      email: 'hi@QUOKKA.test',
      customerId: other,
    });
    await addContact(browser, { name: 'Nobody Relevant', customerId: other });

    const found = contactPage.parse((await browser.get('/api/contacts?search=quokka')).json());
    expect(found.contacts.map((contact) => contact.id)).toEqual([byEmail.id, byCompany.id, byName.id]);
    const firstTwo = contactPage.parse((await browser.get('/api/contacts?search=quokka&limit=2')).json());
    expect(firstTwo.contacts.map((contact) => contact.id)).toEqual([byEmail.id, byCompany.id]);
    const rest = contactPage.parse(
      (await browser.get(`/api/contacts?search=quokka&limit=2&cursor=${firstTwo.nextCursor}`)).json(),
    );
    expect(rest).toEqual({ contacts: [expect.objectContaining({ id: byName.id })], nextCursor: null });
  });

  it("answers 20 to a page call naming no limit, and pages a customer's contacts primary first", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const customerId = await newCustomer('Many Contacts Co');
    for (let index = 0; index < 23; index += 1) {
      await addContact(browser, { name: `Person ${String(index).padStart(2, '0')}`, customerId });
    }
    await addContact(browser, { name: 'Zoe Primary', customerId, isPrimary: true });
    const first = contactPage.parse(
      (await browser.get(`/api/contacts?customerId=${customerId}&search=`)).json(),
    );
    expect(first.contacts).toHaveLength(20);
    expect(first.contacts[0]?.name).toBe('Zoe Primary');
    const rest = contactPage.parse(
      (await browser.get(`/api/contacts?customerId=${customerId}&cursor=${first.nextCursor}`)).json(),
    );
    expect(rest.contacts.map((contact) => contact.name)).toEqual([
      'Person 19',
      'Person 20',
      'Person 21',
      'Person 22',
    ]);
    expect(rest.nextCursor).toBeNull();
    const elsewhere = await browser.get(`/api/contacts?cursor=${first.nextCursor}`);
    expect(elsewhere.statusCode).toBe(400);
  });

  it('answers each call with its own values when calls of the same shape follow each other', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const [first, second] = [await newCustomer('Shape One Co'), await newCustomer('Shape Two Co')];
    await addContact(browser, { name: 'Una Wombat', customerId: first });
    await addContact(browser, { name: 'Dos Numbat', customerId: second });
    const names = async (query: string) =>
      contactPage.parse((await browser.get(`/api/contacts?${query}`)).json()).contacts.map((c) => c.name);

    // Same statement (a customer's page, a search), other values: the rows follow the values.
    expect(await names(`customerId=${first}&limit=5`)).toEqual(['Una Wombat']);
    expect(await names(`customerId=${second}&limit=5`)).toEqual(['Dos Numbat']);
    expect(await names('search=wombat')).toEqual(['Una Wombat']);
    expect(await names('search=numbat')).toEqual(['Dos Numbat']);
  });

  it("answers 404 for another tenant's customer and 400 for a malformed id", async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    expect((await browser.get(`/api/contacts?customerId=${bluewaveCustomerId}`)).statusCode).toBe(404);
    expect((await browser.get('/api/contacts?customerId=42')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/contacts' })).statusCode).toBe(401);
  });
});

describe('POST /api/contacts', () => {
  it('stores the email lower-cased and the phone in E.164, in the customer tenant', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const customerId = await newCustomer('Normalising Co');
    const contact = await addContact(browser, {
      name: ' Jane Roe ',
      email: ' Jane.Roe@Example.COM',
      phone: '(916) 555-0177',
      isPrimary: true,
      customerId,
    });
    expect(contact).toMatchObject({
      name: 'Jane Roe',
      email: 'jane.roe@example.com',
      phone: '+19165550177',
      isPrimary: true,
      customerId,
    });
    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row?.tenantId).toBe(acmeId);
  });

  it.each([
    [{ name: 'No Customer' }, 'customerId is required'],
    [{ name: 'Bad Customer', customerId: '' }, 'Customer is required.'],
    [{ name: '', customerId: '00000000-0000-4000-8000-000000000000' }, 'Contact name is required'],
    [
      { name: 'Bad Mail', email: 'nope', customerId: '00000000-0000-4000-8000-000000000000' },
      'Invalid email format',
    ],
  ])('answers 400 for %j', async (payload, message) => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await browser.request({ method: 'POST', url: '/api/contacts', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it("refuses to attach a contact to another tenant's customer (404)", async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const response = await browser.request({
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'Intruder', customerId: bluewaveCustomerId },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Customer not found');
    expect(await ctx.db.select().from(contacts).where(eq(contacts.name, 'Intruder'))).toEqual([]);
  });

  it('keeps one primary contact per customer', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const customerId = await newCustomer('Primary Co');
    await addContact(browser, { name: 'One', customerId, isPrimary: true });
    await addContact(browser, { name: 'Two', customerId, isPrimary: true });
    expect(await primariesOf(customerId)).toEqual(['Two']);
  });
});

describe('PUT /api/contacts/:id', () => {
  it('updates the given fields, normalised, and moves the primary flag', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const customerId = await newCustomer('Editing Co');
    const first = await addContact(browser, { name: 'First', customerId, isPrimary: true });
    const second = await addContact(browser, { name: 'Second', customerId });

    const response = await browser.request({
      method: 'PUT',
      url: `/api/contacts/${second.id}`,
      payload: { ...second, email: 'SECOND@Editing.co', phone: '+1 530 555 0123', isPrimary: true },
    });
    expect(response.statusCode).toBe(200);
    expect(strictContact.parse(response.json())).toMatchObject({
      id: second.id,
      email: 'second@editing.co',
      phone: '+15305550123',
      isPrimary: true,
    });
    expect(await primariesOf(customerId)).toEqual(['Second']);
    const [firstRow] = await ctx.db.select().from(contacts).where(eq(contacts.id, first.id));
    expect(firstRow?.isPrimary).toBe(false);

    const blank = await browser.request({
      method: 'PUT',
      url: `/api/contacts/${second.id}`,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
  });

  it("answers 404 for another tenant's contact and for a move to another tenant's customer", async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const customerId = await newCustomer('Moving Co');
    const mine = await addContact(owner, { name: 'Stay Home', customerId });
    const moved = await owner.request({
      method: 'PUT',
      url: `/api/contacts/${mine.id}`,
      payload: { customerId: bluewaveCustomerId },
    });
    expect(moved.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, mine.id));
    expect(row?.customerId).toBe(customerId);

    const bluewave = await ctx.signedIn('admin@bluewave.test');
    const foreign = await bluewave.request({
      method: 'PUT',
      url: `/api/contacts/${mine.id}`,
      payload: { name: 'X' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('DELETE /api/contacts/:id', () => {
  it("deletes the caller's contact and answers 404 to another tenant", async () => {
    const owner = await ctx.signedIn('owner@acme.test');
    const customerId = await newCustomer('Deleting Co');
    const contact = await addContact(owner, { name: 'Gone Soon', customerId });

    const bluewave = await ctx.signedIn('admin@bluewave.test');
    expect(
      (await bluewave.request({ method: 'DELETE', url: `/api/contacts/${contact.id}` })).statusCode,
    ).toBe(404);

    expect((await owner.request({ method: 'DELETE', url: `/api/contacts/${contact.id}` })).statusCode).toBe(
      204,
    );
    expect(await ctx.db.select().from(contacts).where(eq(contacts.id, contact.id))).toEqual([]);
    expect((await owner.request({ method: 'DELETE', url: `/api/contacts/${contact.id}` })).statusCode).toBe(
      404,
    );
  });
});
