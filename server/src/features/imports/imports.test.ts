import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Import } from 'shared-api/contract';
import { imports } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';
import { multipart } from '../../testing/multipart';
import { enqueueImport } from './import-job';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A customer list as another CRM exports it: 40 rows, three of them wrong (lines 5, 12 and 30). */
function customerCsv(run: string, phone = '555-0100'): string {
  const rows = Array.from({ length: 40 }, (_, i) => {
    const n = i + 1;
    const company = n === 4 ? '' : `Import Co ${run} ${n}`;
    const email = n === 11 ? 'not-an-email' : `buyer${n}@import-${run}.test`;
    const stage = n === 29 ? 'Sold' : n % 2 ? 'prospect' : 'Active';
    return `${company},${email},${phone},${stage},Contact ${n},Zip ${n}`;
  });
  return ['Company Name,E-mail,Phone,Stage,Contact,Zip Code', ...rows].join('\r\n');
}

async function upload(browser: TestBrowser, query: string, bytes: Buffer, name = 'list.csv', type = CSV) {
  return browser.request({
    method: 'POST',
    url: `/api/imports?${query}`,
    ...multipart('file', bytes, name, type),
  });
}

/** Starts the import and waits for its job to finish (a job polled twice a second on this instance). */
async function runToEnd(browser: TestBrowser, uploaded: Import, updateExisting = false): Promise<Import> {
  const started = await browser.request({
    method: 'POST',
    url: `/api/imports/${uploaded.id}/start`,
    payload: { mapping: uploaded.mapping, updateExisting },
  });
  expect(started.statusCode).toBe(202);
  for (;;) {
    const state: Import = (await browser.get(`/api/imports/${uploaded.id}`)).json();
    if (state.status === 'done' || state.status === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('importing customers from a CSV', () => {
  it('guesses the mapping, previews the rows with their problems, imports the good rows, and twice creates nothing', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await upload(browser, 'kind=customers', Buffer.from(customerCsv('a')));
    expect(response.statusCode).toBe(201);
    const uploaded: Import = response.json();
    expect(uploaded).toMatchObject({
      kind: 'customers',
      status: 'uploaded',
      totalRows: 40,
      columns: ['Company Name', 'E-mail', 'Phone', 'Stage', 'Contact', 'Zip Code'],
      mapping: {
        'Company Name': 'name',
        'E-mail': 'email',
        Phone: 'phone',
        Stage: 'status',
        Contact: 'contactName',
        'Zip Code': 'postalCode',
      },
      problemCount: 3,
    });
    expect(uploaded.preview).toHaveLength(20);
    expect(uploaded.preview[0]).toMatchObject({ line: 2, problems: [] });
    expect(uploaded.problems.map((problem) => problem.line)).toEqual([5, 12, 30]);
    expect(uploaded.problems[0]?.reason).toContain('Name:');
    expect(uploaded.problems[1]?.reason).toContain('Email:');
    expect(uploaded.problems[2]?.reason).toContain('Status:');

    const done = await runToEnd(browser, uploaded);
    expect(done).toMatchObject({
      status: 'done',
      processedRows: 40,
      created: 37,
      updated: 0,
      skipped: 3,
      problemCount: 3,
    });
    const customers = (await browser.get('/api/customers?search=import co a&limit=200')).json().customers;
    expect(customers).toHaveLength(37);
    const first = customers.find((customer: { name: string }) => customer.name === 'Import Co a 1');
    expect(first).toMatchObject({ status: 'PROSPECT', email: 'buyer1@import-a.test', postalCode: 'Zip 1' });
    expect(first.contacts).toEqual([expect.objectContaining({ name: 'Contact 1', isPrimary: true })]);

    const again = await runToEnd(
      browser,
      (await upload(browser, 'kind=customers', Buffer.from(customerCsv('a')))).json(),
    );
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, skipped: 40 });
    expect((await browser.get('/api/customers?search=import co a&limit=200')).json().customers).toHaveLength(
      37,
    );
  });

  it('changes the customers it finds when asked to update existing ones, and only the fields the file fills', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    await runToEnd(browser, (await upload(browser, 'kind=customers', Buffer.from(customerCsv('b')))).json());
    const changed = await runToEnd(
      browser,
      (await upload(browser, 'kind=customers', Buffer.from(customerCsv('b', '555-0199')))).json(),
      true,
    );
    expect(changed).toMatchObject({ created: 0, updated: 37, skipped: 3 });
    const [customer] = (await browser.get('/api/customers?search=buyer2@import-b.test&limit=5')).json()
      .customers;
    expect(customer).toMatchObject({ phone: '555-0199', status: 'ACTIVE', postalCode: 'Zip 2' });
  });

  it('reads UTF-8 with a byte-order mark and Windows-1252 alike', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const text = 'Name,Email\r\nCafé Müller,cafe@muller.test\r\n';
    const utf8 = await upload(
      browser,
      'kind=customers',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
    );
    const latin = await upload(browser, 'kind=customers', Buffer.from(text, 'latin1'));
    for (const response of [utf8, latin]) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        columns: ['Name', 'Email'],
        preview: [{ cells: { Name: 'Café Müller' } }],
      });
    }
  });

  it('reports a row repeating an earlier one, and refuses a mapping that names a field twice', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const csv =
      'Name,Email,Other Email\r\nTwin Ltd,twin@dup.test,x@dup.test\r\nTwin Ltd again,TWIN@dup.test,y@dup.test\r\n';
    const uploaded: Import = (await upload(browser, 'kind=customers', Buffer.from(csv))).json();
    expect(uploaded.problems).toEqual([{ line: 3, reason: 'the same customer as line 2' }]);
    const twice = await browser.request({
      method: 'POST',
      url: `/api/imports/${uploaded.id}/start`,
      payload: { mapping: { Name: 'name', Email: 'email', 'Other Email': 'email' } },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      error: 'mapping: Email is chosen for two columns ("Email" and "Other Email")',
    });
  });
});

describe('importing services from a workbook', () => {
  it('imports a 300-service .xlsx into a catalog, phrases and prices included, and matches names on a second run', async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const catalog = (
      await browser.request({
        method: 'POST',
        url: '/api/catalogs',
        payload: { name: 'Imported price list' },
      })
    ).json();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Price list');
    sheet.addRow(['Item', 'Price', 'UOM', 'Keywords']);
    for (let n = 1; n <= 300; n++)
      sheet.addRow([`Imported service ${n}`, n * 1.5, 'each', `alias ${n}; other ${n}`]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const uploaded: Import = (
      await upload(browser, `kind=services&catalogId=${catalog.id}`, bytes, 'prices.xlsx', XLSX)
    ).json();
    expect(uploaded).toMatchObject({
      totalRows: 300,
      mapping: { Item: 'name', Price: 'unitCost', UOM: 'unit', Keywords: 'aliases' },
      problemCount: 0,
    });
    expect(await runToEnd(browser, uploaded)).toMatchObject({ status: 'done', created: 300 });
    const services = (await browser.get(`/api/services?catalogId=${catalog.id}`)).json();
    expect(services).toHaveLength(300);
    expect(services.find((service: { name: string }) => service.name === 'Imported service 7')).toMatchObject(
      {
        unitCost: 10.5,
        unit: 'each',
        aliases: ['alias 7', 'other 7'],
      },
    );
    const again = await runToEnd(
      browser,
      (await upload(browser, `kind=services&catalogId=${catalog.id}`, bytes, 'prices.xlsx', XLSX)).json(),
    );
    expect(again).toMatchObject({ created: 0, skipped: 300 });
  });

  it("asks for a catalog of the caller's tenant", async () => {
    const browser = await ctx.signedIn('owner@acme.test');
    const [bluewaveCatalog] = (await (await ctx.signedIn('admin@bluewave.test')).get('/api/catalogs')).json();
    const csv = Buffer.from('Name,Price\r\nA,1\r\n');
    expect((await upload(browser, 'kind=services', csv)).json()).toEqual({
      error: 'catalogId: choose the catalog the services go into',
    });
    expect((await upload(browser, `kind=services&catalogId=${bluewaveCatalog.id}`, csv)).statusCode).toBe(
      404,
    );
  });
});

describe('a file that cannot be imported', () => {
  it.each([
    ['an empty file', Buffer.alloc(0), 'The file is empty'],
    ['a header alone', Buffer.from('Name,Email\r\n'), 'The file has a header and no rows under it'],
    [
      'an image',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]),
      'The file is neither CSV nor an Excel workbook (.xlsx)',
    ],
    [
      'a zip that is no workbook',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]),
      'The file is neither CSV nor an Excel workbook (.xlsx)',
    ],
  ])('answers 400 for %s and stores nothing', async (_name, bytes, error) => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await upload(browser, 'kind=customers', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('refuses a file over 50 MB with the limit named', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const response = await upload(browser, 'kind=customers', Buffer.alloc(60 * 1024 * 1024, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Files up to 50 MB can be imported' });
  });

  it("is another tenant's import: not found", async () => {
    const acme = await ctx.signedIn('staff@acme.test');
    const uploaded: Import = (await upload(acme, 'kind=customers', Buffer.from('Name\r\nX\r\n'))).json();
    const bluewave = await ctx.signedIn('admin@bluewave.test');
    expect((await bluewave.get(`/api/imports/${uploaded.id}`)).statusCode).toBe(404);
  });
});

describe('an import whose instance stopped mid-file', () => {
  it('is resumed by a later run after the last committed batch, nothing stored twice', async () => {
    const browser = await ctx.signedIn('staff@acme.test');
    const header = 'Name,Email';
    const line = (n: number) => `Resumed Co ${n},resume${n}@resume.test`;
    const all = [header, ...Array.from({ length: 1200 }, (_, i) => line(i + 1))];
    // What the stopped run committed: its first batch.
    await runToEnd(
      browser,
      (await upload(browser, 'kind=customers', Buffer.from(all.slice(0, 501).join('\n')))).json(),
    );

    const whole: Import = (await upload(browser, 'kind=customers', Buffer.from(all.join('\n')))).json();
    await ctx.db
      .update(imports)
      .set({ status: 'running', processedRows: 500, created: 500, mapping: whole.mapping })
      .where(eq(imports.id, whole.id));
    await enqueueImport(ctx.app.jobs, whole.id, false);
    let state: Import;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await browser.get(`/api/imports/${whole.id}`)).json();
    } while (state.status !== 'done');
    expect(state).toMatchObject({ processedRows: 1200, created: 1200, skipped: 0, updated: 0 });
    const listed = (await browser.get('/api/customers?search=resume.test&limit=200')).json();
    expect(listed.customers).toHaveLength(200);
    expect(listed.nextCursor).not.toBeNull();
  });
});
