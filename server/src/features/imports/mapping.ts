import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportKind,
  type ImportMapping,
} from 'shared-api/contract';
import { HttpError } from '../../plugins/errors';

/** Column names other tools use for each field, compared as lower-case letters and digits only. */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  name: [
    'name',
    'company',
    'companyname',
    'customer',
    'customername',
    'client',
    'clientname',
    'business',
    'businessname',
    'account',
    'accountname',
    'servicename',
    'service',
    'item',
    'itemname',
    'product',
    'productname',
  ],
  email: ['email', 'emailaddress', 'mail', 'customeremail', 'companyemail'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'cell', 'companyphone'],
  status: ['status', 'stage', 'pipelinestage', 'leadstatus'],
  website: ['website', 'web', 'url', 'site', 'homepage'],
  industry: ['industry', 'sector', 'category', 'type'],
  address: ['address', 'street', 'streetaddress', 'address1', 'addressline1', 'billingaddress'],
  city: ['city', 'town'],
  state: ['state', 'province', 'region', 'county'],
  postalCode: ['postalcode', 'zip', 'zipcode', 'postcode'],
  country: ['country'],
  source: ['source', 'leadsource', 'origin'],
  notes: ['notes', 'note', 'comments', 'comment'],
  externalId: ['id', 'externalid', 'customerid', 'clientid', 'accountid', 'recordid', 'quotedeskid'],
  contactName: ['contact', 'contactname', 'primarycontact', 'contactperson', 'firstname', 'fullname'],
  contactEmail: ['contactemail', 'primarycontactemail'],
  contactPhone: ['contactphone', 'primarycontactphone', 'contactmobile'],
  description: ['description', 'details', 'desc', 'servicedescription'],
  unit: ['unit', 'uom', 'unitofmeasure', 'per'],
  unitCost: ['unitcost', 'cost', 'price', 'unitprice', 'rate', 'amount', 'priceusd'],
  aliases: ['alsoknownas', 'aliases', 'alias', 'keywords', 'synonyms', 'tags'],
};

const simplified = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Each column's field as other tools name it: the first column to claim a field gets it, the rest none. */
export function guessMapping(kind: ImportKind, columns: readonly string[]): ImportMapping {
  const fields: readonly ImportField[] = IMPORT_FIELDS[kind];
  const taken = new Set<ImportField>();
  const mapping: ImportMapping = {};
  for (const column of columns) {
    const key = simplified(column);
    const field = fields.find((candidate) => !taken.has(candidate) && SYNONYMS[candidate].includes(key));
    mapping[column] = field ?? null;
    if (field) taken.add(field);
  }
  return mapping;
}

/** Refuses a mapping that names a column the file does not have. */
export function assertFileColumns(columns: readonly string[], mapping: ImportMapping): void {
  const unknown = Object.keys(mapping).find((column) => !columns.includes(column));
  if (unknown !== undefined) throw new HttpError(400, `mapping: the file has no column "${unknown}"`);
}

/**
 * A mapping the import can run under: it names only the file's columns and the kind's fields, each field at
 * most once, and the name. Answers it with every column of the file (unnamed ones left out).
 */
export function checkedMapping(
  kind: ImportKind,
  columns: readonly string[],
  mapping: ImportMapping,
): ImportMapping {
  const fields: readonly (ImportField | null)[] = IMPORT_FIELDS[kind];
  assertFileColumns(columns, mapping);
  const byField = new Map<ImportField, string[]>();
  for (const [column, field] of Object.entries(mapping)) {
    if (field === null) continue;
    if (!fields.includes(field))
      throw new HttpError(400, `mapping: ${IMPORT_FIELD_LABELS[field]} is not a field of ${kind}`);
    byField.set(field, [...(byField.get(field) ?? []), column]);
  }
  for (const [field, mapped] of byField) {
    if (mapped.length > 1)
      throw new HttpError(
        400,
        `mapping: ${IMPORT_FIELD_LABELS[field]} is chosen for two columns (${mapped.map((c) => `"${c}"`).join(' and ')})`,
      );
  }
  if (!byField.has('name')) throw new HttpError(400, 'mapping: choose the column with the name');
  return Object.fromEntries(columns.map((column) => [column, mapping[column] ?? null]));
}
