import { z } from 'zod';
import {
  IMPORT_FIELDS,
  IMPORT_KINDS,
  IMPORT_STATUSES,
  type ImportField,
  MAX_IMPORT_BYTES,
} from './constants';
import { type EndpointGroup, idParams } from './endpoint';
import { idSchema, isoDate, requestId } from './entities';

/** A row's problem, by the line it has in the file (the header is line 1). */
export const importProblemSchema = z.object({ line: z.number().int(), reason: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** A row of the preview: its line, its cells by column, and what is wrong with it under the mapping. */
export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  cells: z.record(z.string(), z.string()),
  problems: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

const allFields = [...new Set<ImportField>([...IMPORT_FIELDS.customers, ...IMPORT_FIELDS.services])];

/** Which QuoteDesk field each column of the file fills (null: the column is left out). */
export const importMappingSchema = z
  .record(
    z.string().max(200),
    z.enum(allFields as [ImportField, ...ImportField[]], { message: 'not a field of QuoteDesk' }).nullable(),
  )
  .refine((mapping) => Object.keys(mapping).length <= 200, 'at most 200 columns');
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** An import: its file's columns and their mapping, the first rows, and its progress once started. */
export const importSchema = z.object({
  id: idSchema,
  kind: z.enum(IMPORT_KINDS),
  catalogId: idSchema.nullable(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  columns: z.array(z.string()),
  mapping: importMappingSchema,
  updateExisting: z.boolean(),
  /** Rows under the header. */
  totalRows: z.number().int(),
  /** The first rows, checked under the mapping. */
  preview: z.array(importPreviewRowSchema),
  /** Rows of the whole file with a problem under the mapping, and the first of them. */
  problemCount: z.number().int(),
  problems: z.array(importProblemSchema),
  /** Once started: rows read so far, and what became of them. */
  processedRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const uploadImportQuerySchema = z.object({
  kind: z.enum(IMPORT_KINDS, { message: `kind must be one of ${IMPORT_KINDS.join(', ')}` }),
  /** The catalog that services go into (required for services). */
  catalogId: requestId('Invalid catalog id').optional(),
  tenantId: requestId('Invalid tenant id').optional(),
});

export const previewImportRequestSchema = z.object({ mapping: importMappingSchema });
export const startImportRequestSchema = z.object({
  mapping: importMappingSchema,
  /** Rows matching an existing customer or service change it; otherwise they are skipped. */
  updateExisting: z.boolean().default(false),
});
export type StartImportRequest = z.input<typeof startImportRequestSchema>;

const importParams = idParams('id', 'import');
const MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;

export const importEndpoints = {
  uploadImport: {
    summary:
      'Upload a CSV or .xlsx file of customers or services: its columns, a guessed mapping, the first rows',
    description: `Files up to ${MEGABYTES} MB, read as CSV (UTF-8 with or without a byte-order mark, or Windows-1252) or as an Excel workbook (its first sheet), by content. Nothing is imported until the import is started.`,
    tag: 'Imports',
    access: 'session',
    query: uploadImportQuerySchema,
    filePart: 'file',
    responses: { 201: importSchema },
  },
  previewImport: {
    summary: "Check an uploaded file's rows under a mapping: the first rows and every row's problems",
    tag: 'Imports',
    access: 'session',
    params: importParams,
    body: previewImportRequestSchema,
    responses: { 200: importSchema },
  },
  startImport: {
    summary:
      'Import an uploaded file under a mapping, as a background job; its progress comes on the event stream',
    description:
      'Rows with a problem are skipped and reported by line; the others go in, a batch per transaction. Importing the same file again creates nothing twice: customers are matched by email or external id, services by name within the catalog.',
    tag: 'Imports',
    access: 'session',
    params: importParams,
    body: startImportRequestSchema,
    responses: { 202: importSchema },
  },
  getImport: {
    summary: 'An import: its mapping, its progress and its problems',
    tag: 'Imports',
    access: 'session',
    params: importParams,
    responses: { 200: importSchema },
  },
} satisfies EndpointGroup;
