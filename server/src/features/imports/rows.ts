import {
  CUSTOMER_STATUSES,
  type CustomerStatus,
  contactRequestSchema,
  customerRequestSchema,
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  serviceRequestSchema,
} from 'shared-api/contract';
import type { z } from 'zod';

/** A customer row as it is stored, with its contact when the file names one. */
export interface CustomerRecord {
  kind: 'customers';
  /** The fields the row fills (mapped and not blank): an update changes these only. */
  given: ReadonlySet<ImportField>;
  customer: Omit<z.output<typeof customerRequestSchema>, 'tenantId' | 'userId'>;
  externalId: string | null;
  contact: { name: string; email: string | null; phone: string | null } | null;
}

export interface ServiceRecord {
  kind: 'services';
  given: ReadonlySet<ImportField>;
  service: Omit<z.output<typeof serviceRequestSchema>, 'catalogId'>;
}

export type ImportRecord = CustomerRecord | ServiceRecord;

/** What a row reads as: the record to store, or why it cannot be. */
export type ReadRow = { record: ImportRecord; problems: [] } | { record: null; problems: string[] };

/** Any nil UUID: the schemas' catalog and customer ids are checked by the import, not per row. */
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** The row's value of each mapped field (blank cells left out). */
function fieldValues(columns: readonly string[], mapping: ImportMapping, cells: readonly string[]) {
  const values: Partial<Record<ImportField, string>> = {};
  columns.forEach((column, i) => {
    const field = mapping[column];
    const value = cells[i]?.trim();
    if (field && value) values[field] = value;
  });
  return values;
}

/** A price as spreadsheets write it: '$1,200.50', '1200.5', '€ 99' (thousands separators and symbols go). */
function priceOf(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  const plain = text.replace(/[\s$€£¥,]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

/** A status as typed ('active', 'Active', ' ACTIVE '): one of the product's when its letters match. */
function statusOf(text: string | undefined): CustomerStatus | string | undefined {
  if (text === undefined) return undefined;
  return CUSTOMER_STATUSES.find((status) => status === text.trim().toUpperCase()) ?? text;
}

const problemsOf = (error: z.ZodError, labels: Partial<Record<string, string>>) =>
  error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return `${labels[field] ?? field}: ${issue.message}`;
  });

function customerRecord(values: Partial<Record<ImportField, string>>): ReadRow {
  const { externalId, contactName, contactEmail, contactPhone, status, ...fields } = values;
  const customer = customerRequestSchema.safeParse({ ...fields, status: statusOf(status) });
  const contact = contactName
    ? contactRequestSchema.safeParse({
        name: contactName,
        email: contactEmail,
        phone: contactPhone,
        customerId: SOME_ID,
      })
    : null;
  const problems = [
    ...(customer.success ? [] : problemsOf(customer.error, IMPORT_FIELD_LABELS)),
    ...(contact && !contact.success
      ? problemsOf(contact.error, { name: 'Contact Name', email: 'Contact Email', phone: 'Contact Phone' })
      : []),
  ];
  if (!customer.success || (contact && !contact.success)) return { record: null, problems };
  const { tenantId: _t, userId: _u, ...stored } = customer.data;
  const linked = contact?.data
    ? { name: contact.data.name, email: contact.data.email, phone: contact.data.phone }
    : null;
  const given = new Set(Object.keys(values) as ImportField[]);
  return {
    record: { kind: 'customers', given, customer: stored, externalId: externalId ?? null, contact: linked },
    problems: [],
  };
}

function serviceRecord(values: Partial<Record<ImportField, string>>): ReadRow {
  const aliases = values.aliases
    ?.split(';')
    .map((phrase) => phrase.trim())
    .filter(Boolean);
  const service = serviceRequestSchema.safeParse({
    name: values.name,
    description: values.description,
    unit: values.unit,
    unitCost: priceOf(values.unitCost),
    catalogId: SOME_ID,
    aliases,
  });
  if (!service.success) return { record: null, problems: problemsOf(service.error, IMPORT_FIELD_LABELS) };
  const { catalogId: _c, ...stored } = service.data;
  const given = new Set(Object.keys(values) as ImportField[]);
  return { record: { kind: 'services', given, service: stored }, problems: [] };
}

/** A data row of the file read under the mapping: a record to store, or its problems in the user's words. */
export function readRow(
  kind: ImportKind,
  columns: readonly string[],
  mapping: ImportMapping,
  cells: readonly string[],
): ReadRow {
  const values = fieldValues(columns, mapping, cells);
  return kind === 'customers' ? customerRecord(values) : serviceRecord(values);
}

/**
 * What makes two rows the same customer or service: a customer's external id and email (its name when it has
 * neither), a service's name within its catalog; case aside.
 */
export function identitiesOf(record: ImportRecord): string[] {
  if (record.kind === 'services') return [`name:${record.service.name.toLowerCase()}`];
  const { externalId, customer } = record;
  const keys = [
    ...(externalId ? [`id:${externalId}`] : []),
    ...(customer.email ? [`email:${customer.email.toLowerCase()}`] : []),
  ];
  return keys.length > 0 ? keys : [`name:${customer.name.toLowerCase()}`];
}
