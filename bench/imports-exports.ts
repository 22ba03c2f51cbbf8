import './support/measured-alone';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  closeSync,
  createWriteStream,
  mkdtempSync,
  openAsBlob,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { startProductServer } from '../e2e/support/product-server';
import {
  BENCH_USER,
  benchAdminUrl,
  seedLargeTenant,
  signIn,
  withScratchDatabase,
} from './support/http-bench';

/**
 * `npm run bench:imports -w bench` (issue 40): the customers import and export through the real API on a scratch
 * PostgreSQL database, against a bare `COPY` of the same rows in the same run.
 * - import: a customer CSV of BENCH_IMPORT_ROWS rows (100,000 by default: company, status, email, phone, website,
 *   industry, address, contact…, every email unique) uploaded (`POST /api/imports?kind=customers`), started and
 *   followed (`GET /api/imports/{id}`) until done; against `COPY … FROM STDIN` (psql) of the same rows as stored
 *   into tables of the customers' and contacts' shape (`LIKE … INCLUDING ALL`: their indexes, not their trigger
 *   and keys), and, unless BENCH_IMPORT_TABLE_COPY=off, into the product's own tables for a second tenant;
 * - export: `GET /api/exports/customers?format=csv` read to its end; against `COPY (SELECT …) TO STDOUT` of the
 *   columns and order the export reads.
 * Each: rows, seconds, rows/s, rows/s against COPY's, and of the node process running the server its CPU time and
 * its peak resident memory (VmHWM reset before each step, and VmRSS sampled every 100 ms).
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** How often the import is fetched while it runs: the dialog fetches it on each batch's event and every 2 s. */
const POLL_MS = Number(process.env.BENCH_IMPORT_POLL_MS ?? 1000);
/** `off` leaves out the COPY into the product's own tables (its trigger makes it minutes long at 100,000). */
const TABLE_COPY = process.env.BENCH_IMPORT_TABLE_COPY !== 'off';
const SECRET_KEY = 'bench-imports-secret-key-0123456789abcdef';

// --- The file ---------------------------------------------------------------------------------------------------

const COMPANY = [
  'Harbor',
  'Summit',
  'Cedar',
  'Granite',
  'Maple',
  'Pioneer',
  'Bayview',
  'Sierra',
  'Lakeside',
  'Metro',
  'Oakridge',
  'Riverside',
  'Northgate',
  'Bluewater',
  'Ironwood',
  'Golden State',
];
const TRADE = [
  ['Dental', 'Healthcare'],
  ['Plumbing', 'Construction'],
  ['Roofing', 'Construction'],
  ['Landscaping', 'Property services'],
  ['Property Management', 'Real estate'],
  ['Bakery', 'Food & beverage'],
  ['Auto Repair', 'Automotive'],
  ['Veterinary Clinic', 'Healthcare'],
  ['Law Offices', 'Legal'],
  ['Fitness', 'Leisure'],
  ['Hotel', 'Hospitality'],
  ['School District', 'Education'],
] as const;
const SUFFIX = ['LLC', 'Inc.', 'Co.', 'Group', 'Partners', '& Sons', 'Services', 'Ltd'];
const FIRST = [
  'Alex',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Drew',
  'Reese',
  'Cameron',
  'María',
  'Zoë',
  'Søren',
  'Aiko',
];
const LAST = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Patel',
  'Brown',
  'Lee',
  'Martinez',
  "O'Brien",
  'Clark',
  'Lopez',
  'Young',
  'Müller',
  'Kowalski',
];
const PLACES = [
  ['Portland', 'OR', '97201'],
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Columbus', 'OH', '43215'],
  ['Raleigh', 'NC', '27601'],
  ['Sacramento', 'CA', '95814'],
  ['Tampa', 'FL', '33602'],
  ['Madison', 'WI', '53703'],
  ['Boise', 'ID', '83702'],
  ['Albany', 'NY', '12207'],
] as const;
const STREETS = [
  'Main St',
  'Oak Ave',
  'Market Street',
  'Industrial Pkwy',
  'Harbor Blvd',
  '2nd Ave, Suite 200',
];
/** As other tools write them: case varies (the import matches the product's statuses case aside). */
const STATUSES = [
  'Lead',
  'Prospect',
  'prospect',
  'Contacted',
  'Quoted',
  'Active',
  'ACTIVE',
  'Inactive',
  'Lost',
];
const SOURCES = ['Referral', 'Website', 'Trade show', 'Cold call', 'Google Ads', ''];
const NOTES = [
  '',
  '',
  '',
  'Prefers calls, not email',
  'Net 30; invoices to accounts payable',
  'Asked about the "premium" plan',
  'Seasonal: busy March–June',
];

/** A customer as the file gives it and as the database stores it (the same values: the import's transforms done). */
interface Customer {
  externalId: string;
  name: string;
  status: string;
  email: string;
  phone: string;
  website: string;
  industry: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  source: string;
  notes: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/** A small deterministic generator (mulberry32): the same file on every run. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
}

function customers(count: number): Customer[] {
  const pick = random(40);
  const digits = random(41);
  const phone = () =>
    `(${pick(['503', '512', '720', '614', '919'])}) 555-${Array.from({ length: 4 }, () => digits([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).join('')}`;
  return Array.from({ length: count }, (_, i) => {
    const [trade, industry] = pick(TRADE);
    const [city, state, postalCode] = pick(PLACES);
    const company = `${pick(COMPANY)} ${trade}`;
    const slug = `${company.toLowerCase().replace(/[^a-z]+/g, '-')}-${i + 1}`;
    const [first, last] = [pick(FIRST), pick(LAST)];
    return {
      externalId: `CRM-${String(i + 1).padStart(7, '0')}`,
      name: `${company} ${pick(SUFFIX)}`,
      status: pick(STATUSES),
      email: `office@${slug}.test`,
      phone: phone(),
      website: `https://www.${slug}.test`,
      industry,
      address: `${100 + (i % 9900)} ${pick(STREETS)}`,
      city,
      state,
      postalCode,
      country: 'United States',
      source: pick(SOURCES),
      notes: pick(NOTES),
      contactName: `${first} ${last}`,
      contactEmail: `${`${first}.${last}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.]/g, '')}@${slug}.test`,
      contactPhone: phone(),
    };
  });
}

const csvCell = (value: string | null) =>
  value === null ? '' : /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** Writes CSV lines to a file, a few thousand lines per write. */
async function writeCsv(file: string, lines: Iterable<(string | null)[]>, lineEnd = '\n'): Promise<void> {
  const out = createWriteStream(file);
  let chunk = '';
  for (const line of lines) {
    chunk += line.map(csvCell).join(',') + lineEnd;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await finished(out);
}

/** The spreadsheet a company would bring from another CRM: its own headings, CRLF, the statuses as typed. */
const HEADINGS = [
  'Customer ID',
  'Company Name',
  'Status',
  'Email',
  'Phone',
  'Website',
  'Industry',
  'Address',
  'City',
  'State',
  'Zip Code',
  'Country',
  'Lead Source',
  'Notes',
  'Contact Name',
  'Contact Email',
  'Contact Phone',
];

function* uploadLines(rows: readonly Customer[]) {
  yield HEADINGS;
  for (const c of rows)
    yield [
      c.externalId,
      c.name,
      c.status,
      c.email,
      c.phone,
      c.website,
      c.industry,
      c.address,
      c.city,
      c.state,
      c.postalCode,
      c.country,
      c.source,
      c.notes,
      c.contactName,
      c.contactEmail,
      c.contactPhone,
    ];
}

// --- The server's memory ----------------------------------------------------------------------------------------

/** The process's parent, from /proc/<pid>/stat (its 4th field, after the command's parenthesis). */
function parentOf(pid: string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * The node process running the server: the spawned tsx starts it as its child, so the deepest process under the
 * spawned one whose command runs server/src/main.ts.
 */
function serverProcess(spawned: number): number {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  let current = spawned;
  for (;;) {
    const child = pids.find((pid) => parentOf(pid) === current);
    if (!child) return current;
    const command = readFileSync(`/proc/${child}/cmdline`, 'utf8');
    if (!command.includes('main.ts')) return current;
    current = Number(child);
  }
}

const statusKb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The process's CPU time so far (user and system, /proc/<pid>/stat's 14th and 15th fields, in 1/100 s). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime = 0, stime = 0] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return (utime + stime) * 10;
}

/**
 * The process over a step: its peak resident memory (its high-water mark reset at the start, with clear_refs 5
 * where the kernel allows it, and read at the end; VmRSS sampled every 100 ms besides) and the CPU time it spent
 * (the rest of the step's time it waited: for PostgreSQL, or for a core on a busy machine).
 */
function serverWatch(pid: number) {
  const before = statusKb(pid, 'VmRSS');
  const cpuBefore = cpuMs(pid);
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, statusKb(pid, 'VmRSS'));
  }, 100);
  return {
    before,
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, statusKb(pid, 'VmRSS'), hwmReset ? statusKb(pid, 'VmHWM') : 0);
      return { before, peak, cpuMs: cpuMs(pid) - cpuBefore };
    },
  };
}

// --- The calls --------------------------------------------------------------------------------------------------

interface ImportState {
  id: string;
  status: string;
  mapping: Record<string, string | null>;
  totalRows: number;
  problemCount: number;
  problems: { line: number; reason: string }[];
  processedRows: number;
  created: number;
  skipped: number;
  error: string | null;
  finishedAt: string | null;
}

async function call<T>(url: string, init: RequestInit, expected: number): Promise<T> {
  const response = await fetch(url, init);
  if (response.status !== expected)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const seconds = (ms: number) => ms / 1000;

/** psql with a statement, its standard input from a file or its output counted in lines; the time it took. */
function psql(url: string, statement: string, input?: string): Promise<{ ms: number; lines: number }> {
  const started = performance.now();
  const stdin = input ? openSync(input, 'r') : 'ignore';
  const child = spawn('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', statement], {
    stdio: [stdin, 'pipe', 'pipe'],
  });
  if (typeof stdin === 'number') closeSync(stdin);
  let lines = 0;
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk;
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, lines })
        : reject(new Error(`psql ${statement.slice(0, 60)}…: ${errors}`)),
    ),
  );
}

/** What the export reads (server/src/features/customers/export.ts), in its order. */
const EXPORTED_COLUMNS =
  'name, status, email, phone, website, industry, address, city, state, postal_code, country, source, notes, revenue, quote_count, message_count, last_contact, created_at, id';
const COPIED_CUSTOMER_COLUMNS =
  'id, tenant_id, user_id, external_id, name, status, email, phone, website, industry, address, city, state, postal_code, country, source, notes';
const COPIED_CONTACT_COLUMNS = 'tenant_id, customer_id, name, email, phone, is_primary';

interface Row {
  operation: string;
  rows: number;
  ms: number;
  baseline?: { rows: number; ms: number };
  memory?: { before: number; peak: number; cpuMs: number };
}

const mb = (kb: number) => (kb / 1024).toFixed(0);

function printTable(table: readonly Row[]) {
  console.log(
    `\n${'operation'.padEnd(54)} ${'rows'.padStart(7)} ${'seconds'.padStart(8)} ${'rows/s'.padStart(8)} ${'vs COPY'.padStart(8)} ${'server CPU s'.padStart(12)}  peak server RSS MB (before)`,
  );
  for (const { operation, rows, ms, baseline, memory } of table) {
    const rate = rows / seconds(ms);
    const ratio = baseline ? `×${(rate / (baseline.rows / seconds(baseline.ms))).toFixed(3)}` : '';
    console.log(
      `${operation.padEnd(54)} ${String(rows).padStart(7)} ${seconds(ms).toFixed(2).padStart(8)} ${rate.toFixed(0).padStart(8)} ${ratio.padStart(8)} ${(memory ? seconds(memory.cpuMs).toFixed(1) : '–').padStart(12)}  ${memory ? `${mb(memory.peak)} (${mb(memory.before)})` : '–'}`,
    );
  }
}

// --- The run ----------------------------------------------------------------------------------------------------

const work = mkdtempSync(path.join(tmpdir(), 'qd-bench-imports-'));
try {
  const rows = customers(ROWS);
  const uploadFile = path.join(work, 'customers.csv');
  await writeCsv(uploadFile, uploadLines(rows), '\r\n');
  console.log(
    `Customers import and export, ${ROWS} rows (${(statSync(uploadFile).size / 1024 / 1024).toFixed(1)} MB of CSV), PostgreSQL`,
  );

  await withScratchDatabase(
    benchAdminUrl(),
    async (url) => {
      // The benchmark tenant with one customer of its own, nothing else: the file's rows are all new.
      seedLargeTenant({ DATABASE_URL: url }, { customers: 1, messages: 0 });
      const server = await startProductServer({ DATABASE_URL: url, SECRET_KEY });
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const table: Row[] = [];
      try {
        const pid = serverProcess(server.pid);
        const headers = await signIn(server);
        const xsrf = /XSRF-TOKEN=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';
        const writing = { ...headers, 'x-xsrf-token': xsrf };
        const {
          rows: [user],
        } = await db.query<{ id: string; tenant_id: string }>(
          'SELECT id, tenant_id FROM users WHERE email = $1',
          [BENCH_USER.email],
        );
        if (!user) throw new Error('No benchmark user');

        // Import: the upload (read, shape, stored, every row checked), then the job, followed as the dialog does.
        const uploadWatch = serverWatch(pid);
        const started = performance.now();
        const form = new FormData();
        form.append('file', await openAsBlob(uploadFile, { type: 'text/csv' }), 'customers.csv');
        const uploaded = await call<ImportState>(
          `${server.url}/api/imports?kind=customers`,
          { method: 'POST', headers: writing, body: form },
          201,
        );
        const uploadMs = performance.now() - started;
        const uploadPeak = uploadWatch.stop();
        if (uploaded.totalRows !== ROWS || uploaded.problemCount !== 0)
          throw new Error(
            `Upload: ${uploaded.totalRows} rows, problems ${JSON.stringify(uploaded.problems.slice(0, 3))}`,
          );
        const unmapped = Object.entries(uploaded.mapping).filter(([, field]) => field === null);
        if (unmapped.length > 0)
          throw new Error(`Columns the guess left out: ${unmapped.map(([c]) => c).join(', ')}`);

        const jobWatch = serverWatch(pid);
        const jobStarted = performance.now();
        const startedAt = Date.now();
        await call<ImportState>(
          `${server.url}/api/imports/${uploaded.id}/start`,
          {
            method: 'POST',
            headers: { ...writing, 'content-type': 'application/json' },
            body: JSON.stringify({ mapping: uploaded.mapping, updateExisting: false }),
          },
          202,
        );
        let state: ImportState;
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          state = await call<ImportState>(`${server.url}/api/imports/${uploaded.id}`, { headers }, 200);
          if (state.status === 'done' || state.status === 'failed') break;
        }
        const seen = performance.now();
        const jobPeak = jobWatch.stop();
        if (state.status !== 'done' || state.created !== ROWS)
          throw new Error(
            `Import ${state.status}: ${state.created} created, ${state.skipped} skipped, ${state.error ?? ''} ${JSON.stringify(state.problems.slice(0, 3))}`,
          );
        // The job's own end (finishedAt), not the poll that saw it: the poll's interval is no part of the import.
        const jobEnd = state.finishedAt ? Date.parse(state.finishedAt) - startedAt : seen - jobStarted;
        const jobMs = Math.min(seen - jobStarted, Math.max(jobEnd, 0));

        // The same rows as the import stored them, as COPY files: ids made here, a second tenant's.
        const {
          rows: [other],
        } = await db.query<{ id: string }>(
          `INSERT INTO tenants (name) VALUES ('COPY baseline') RETURNING id`,
        );
        if (!other) throw new Error('No second tenant');
        const ids = rows.map(() => randomUUID());
        const customerFile = path.join(work, 'copy-customers.csv');
        const contactFile = path.join(work, 'copy-contacts.csv');
        const blank = (text: string) => text || null;
        await writeCsv(
          customerFile,
          rows.map((c, i) => [
            ids[i] ?? '',
            other.id,
            user.id,
            c.externalId,
            c.name,
            c.status.toUpperCase(),
            c.email,
            c.phone,
            c.website,
            c.industry,
            c.address,
            c.city,
            c.state,
            c.postalCode,
            c.country,
            blank(c.source),
            blank(c.notes),
          ]),
        );
        await writeCsv(
          contactFile,
          rows.map((c, i) => [other.id, ids[i] ?? '', c.contactName, c.contactEmail, c.contactPhone, 'true']),
        );
        const copyInto = async (customerTable: string, contactTable: string) => {
          const customersIn = await psql(
            url,
            `COPY ${customerTable} (${COPIED_CUSTOMER_COLUMNS}) FROM STDIN WITH (FORMAT csv)`,
            customerFile,
          );
          const contactsIn = await psql(
            url,
            `COPY ${contactTable} (${COPIED_CONTACT_COLUMNS}) FROM STDIN WITH (FORMAT csv)`,
            contactFile,
          );
          return { customers: customersIn.ms, contacts: contactsIn.ms, ms: customersIn.ms + contactsIn.ms };
        };
        // The baseline: tables of the same shape (columns, defaults, generated columns, indexes, checks), without
        // the customers' status-totals trigger and the foreign keys, one COPY each.
        await db.query(
          'CREATE TABLE bench_customers (LIKE customers INCLUDING ALL); CREATE TABLE bench_contacts (LIKE contacts INCLUDING ALL)',
        );
        const copied = await copyInto('bench_customers', 'bench_contacts');
        const {
          rows: [copiedCount],
        } = await db.query<{ customers: number; contacts: number }>(
          'SELECT (SELECT count(*)::int FROM bench_customers) AS customers, (SELECT count(*)::int FROM bench_contacts) AS contacts',
        );
        if (copiedCount?.customers !== ROWS || copiedCount.contacts !== ROWS)
          throw new Error(`COPY stored ${JSON.stringify(copiedCount)}`);
        // The same into the product's own tables, for a second tenant: its trigger and keys included, one
        // transaction per table (the import commits every 500 rows).
        const intoTables = TABLE_COPY ? await copyInto('customers', 'contacts') : null;
        const {
          rows: [storedCount],
        } = await db.query<{ customers: number }>(
          'SELECT count(*)::int AS customers FROM customers WHERE tenant_id = $1',
          [user.tenant_id],
        );
        const stored = storedCount?.customers ?? 0;

        const importBaseline = { rows: ROWS, ms: copied.ms };
        table.push(
          {
            operation: 'import via API: upload, job to done',
            rows: ROWS,
            ms: uploadMs + jobMs,
            baseline: importBaseline,
            memory: {
              before: uploadPeak.before,
              peak: Math.max(uploadPeak.peak, jobPeak.peak),
              cpuMs: uploadPeak.cpuMs + jobPeak.cpuMs,
            },
          },
          {
            operation: '  upload (file read, stored, every row checked)',
            rows: ROWS,
            ms: uploadMs,
            memory: uploadPeak,
          },
          {
            operation: '  job (500 rows a transaction, customer + contact)',
            rows: ROWS,
            ms: jobMs,
            baseline: importBaseline,
            memory: jobPeak,
          },
          {
            operation: 'COPY FROM STDIN into same-shape tables (psql)',
            rows: ROWS,
            ms: copied.ms,
            baseline: importBaseline,
          },
          { operation: '  COPY customers (LIKE … INCLUDING ALL)', rows: ROWS, ms: copied.customers },
          { operation: '  COPY contacts (LIKE … INCLUDING ALL)', rows: ROWS, ms: copied.contacts },
          ...(intoTables
            ? [
                {
                  operation: 'COPY FROM STDIN into customers, contacts (2nd tenant)',
                  rows: ROWS,
                  ms: intoTables.ms,
                  baseline: importBaseline,
                },
                {
                  operation: '  COPY customers (status-totals trigger per row)',
                  rows: ROWS,
                  ms: intoTables.customers,
                },
                { operation: '  COPY contacts', rows: ROWS, ms: intoTables.contacts },
              ]
            : []),
        );

        // Export: the whole CSV read to its end, lines counted (no cell of the file holds a line break).
        const exportWatch = serverWatch(pid);
        const exportStarted = performance.now();
        const response = await fetch(`${server.url}/api/exports/customers?format=csv`, { headers });
        if (!response.ok || !response.body) throw new Error(`Export: ${response.status}`);
        let lines = 0;
        let bytes = 0;
        let firstByteMs = 0;
        for await (const chunk of response.body) {
          if (bytes === 0) firstByteMs = performance.now() - exportStarted;
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        }
        const exportMs = performance.now() - exportStarted;
        const exportPeak = exportWatch.stop();
        const exported = lines - 1;
        if (exported !== stored) throw new Error(`Export: ${exported} rows of ${stored}`);

        const copyOut = await psql(
          url,
          `COPY (SELECT ${EXPORTED_COLUMNS} FROM customers WHERE tenant_id = '${user.tenant_id}' ORDER BY name, id) TO STDOUT WITH (FORMAT csv, HEADER)`,
        );
        if (copyOut.lines - 1 !== stored) throw new Error(`COPY TO: ${copyOut.lines - 1} rows of ${stored}`);
        const exportBaseline = { rows: stored, ms: copyOut.ms };
        table.push(
          {
            operation: `export via API (CSV, ${(bytes / 1024 / 1024).toFixed(1)} MB, first byte ${firstByteMs.toFixed(0)} ms)`,
            rows: exported,
            ms: exportMs,
            baseline: exportBaseline,
            memory: exportPeak,
          },
          {
            operation: 'COPY (SELECT … ORDER BY name, id) TO STDOUT (psql)',
            rows: stored,
            ms: copyOut.ms,
            baseline: exportBaseline,
          },
        );
        printTable(table);
        console.log(
          `\nvs COPY: rows/s against the COPY into same-shape tables (import) and the COPY TO (export). The import ` +
            `counts the upload and the job (polled every ${POLL_MS} ms, ended at the job's finishedAt); the export ` +
            `the benchmark tenant's ${stored} customers (the file's and the seed's one). Server: pid ${pid}; ` +
            'peak = max(VmHWM reset per step, VmRSS every 100 ms).',
        );
      } finally {
        await db.end();
        await server.stop();
      }
    },
    '_imports',
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
