import { z } from 'zod';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, type ExportFormat } from './constants';
import { customerListQuerySchema } from './customers';
import { type EndpointGroup, idParams, type OtherResponse, tenantQuery } from './endpoint';
import { messagesQuerySchema } from './messages';

const format = (formats: readonly ExportFormat[]) =>
  z
    .enum(formats as [ExportFormat, ...ExportFormat[]], {
      message: `format must be one of ${formats.join(', ')}`,
    })
    .default('csv');

const file = (what: string, formats: readonly ExportFormat[]): OtherResponse => ({
  description: `${what} as a file download (${formats.join(' or ')}), streamed: cells that a spreadsheet would read as a formula begin with an apostrophe`,
  contentType: formats.map((name) => EXPORT_CONTENT_TYPES[name]).join(', '),
});

const TABLE_FORMATS = EXPORT_FORMATS;
const CSV_ONLY = ['csv'] as const;

/** The customers of the pipeline or list as filtered on screen (statuses, search), or all of them. */
export const customerExportQuerySchema = customerListQuerySchema
  .pick({ tenantId: true, status: true, search: true })
  .extend({ format: format(TABLE_FORMATS) });

/** The inbox as filtered on screen (source, status, search), or all of it. */
export const messageExportQuerySchema = messagesQuerySchema
  .pick({ tenantId: true, source: true, status: true, search: true })
  .extend({ format: format(CSV_ONLY) });

export const exportEndpoints = {
  exportCustomers: {
    summary: "A tenant's customers (of some statuses, matching a search, or all) as CSV or .xlsx, by name",
    tag: 'Exports',
    access: 'session',
    query: customerExportQuerySchema,
    responses: { 200: file('The customers', TABLE_FORMATS) },
  },
  exportContacts: {
    summary: "A tenant's contacts, each with its customer, as CSV",
    tag: 'Exports',
    access: 'session',
    query: tenantQuery.extend({ format: format(CSV_ONLY) }),
    responses: { 200: file('The contacts', CSV_ONLY) },
  },
  exportServices: {
    summary: 'A catalog\'s services with their "Also known as" phrases, as CSV or .xlsx, by name',
    tag: 'Exports',
    access: 'session',
    params: idParams('id', 'catalog'),
    query: z.object({ format: format(TABLE_FORMATS) }),
    responses: { 200: file('The services', TABLE_FORMATS) },
  },
  exportQuotes: {
    summary: "A tenant's quotes with their customer and totals, as CSV, newest first",
    tag: 'Exports',
    access: 'session',
    query: tenantQuery.extend({ format: format(CSV_ONLY) }),
    responses: { 200: file('The quotes', CSV_ONLY) },
  },
  exportMessages: {
    summary: "A tenant's messages (of a source and status, matching a search, or all) as CSV, newest first",
    tag: 'Exports',
    access: 'session',
    query: messageExportQuerySchema,
    responses: { 200: file('The messages', CSV_ONLY) },
  },
} satisfies EndpointGroup;
