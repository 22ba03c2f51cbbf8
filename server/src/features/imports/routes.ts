import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from 'shared-api/contract';
import { catalogs } from '../../db/schema';
import { resolveTenantId, tenantScope } from '../../plugins/auth';
import { endpoint } from '../../plugins/endpoints';
import { HttpError, notFound } from '../../plugins/errors';
import type { ZodPlugin } from '../../plugins/validation';
import { checkFile } from './check-file';
import { enqueueImport, workImports } from './import-job';
import { assertFileColumns, checkedMapping, guessMapping } from './mapping';
import { tableShape } from './read-file';
import {
  announceImport,
  findImport,
  type ImportRow,
  importFile,
  insertImport,
  toImport,
  updateImport,
} from './store';

const MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;
export const FILE_TOO_LARGE = `Files up to ${MEGABYTES} MB can be imported`;
const IMPORT_NOT_FOUND = 'Import not found';
const SEND_A_FILE = "Send the file as multipart form data, part 'file'";

/** The uploaded file's name and bytes, refused past the size limit with the limit named. */
async function uploadedFile(request: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(400, SEND_A_FILE);
  const file = await request.file().catch(() => undefined);
  if (file?.fieldname !== 'file') throw new HttpError(400, SEND_A_FILE);
  try {
    return { name: file.filename.slice(0, 200) || 'upload', content: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, FILE_TOO_LARGE);
    throw new HttpError(400, SEND_A_FILE);
  }
}

/** Imports of customers and of a catalog's services from spreadsheets: any user, within their tenant. */
export const importRoutes: ZodPlugin = async (app) => {
  const { db } = app;
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 0 } });
  await workImports(db, app.jobs, app.log);

  async function catalogOfTenant(catalogId: string | undefined, tenantId: string): Promise<string> {
    if (!catalogId) throw new HttpError(400, 'catalogId: choose the catalog the services go into');
    const [catalog] = await db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(and(eq(catalogs.id, catalogId), eq(catalogs.tenantId, tenantId)));
    if (!catalog) throw notFound('Catalog not found');
    return catalog.id;
  }

  async function importOf(request: FastifyRequest<{ Params: { id: string } }>): Promise<ImportRow> {
    const row = await findImport(db, request.params.id, tenantScope(request));
    if (!row) throw notFound(IMPORT_NOT_FOUND);
    return row;
  }

  app.route({
    ...endpoint(app, 'uploadImport'),
    handler: async (request, reply) => {
      const { kind, catalogId: requestedCatalog, tenantId: requested } = request.query;
      const tenantId = resolveTenantId(request, requested);
      const catalogId = kind === 'services' ? await catalogOfTenant(requestedCatalog, tenantId) : null;
      const file = await uploadedFile(request);
      const { columns, totalRows } = await tableShape(file.content);
      const mapping = guessMapping(kind, columns);
      const row = await insertImport(db, {
        tenantId,
        userId: request.auth.userId,
        kind,
        catalogId,
        fileName: file.name,
        file: file.content,
        columns,
        mapping,
        totalRows,
      });
      return reply.code(201).send(toImport(row, await checkFile(kind, file.content, columns, mapping)));
    },
  });

  app.route({
    ...endpoint(app, 'previewImport'),
    handler: async (request) => {
      const row = await importOf(request);
      const mapping = { ...row.mapping, ...request.body.mapping };
      // Checked for shape only: the preview shows a mapping still being chosen (no name yet, a field twice).
      assertFileColumns(row.columns, mapping);
      const updated = row.status === 'uploaded' ? await updateImport(db, row.id, { mapping }) : row;
      const file = await importFile(db, row.id);
      return toImport(updated, await checkFile(row.kind, file, row.columns, updated.mapping));
    },
  });

  app.route({
    ...endpoint(app, 'startImport'),
    handler: async (request, reply) => {
      const row = await importOf(request);
      if (row.status === 'queued' || row.status === 'running' || row.status === 'done')
        return reply.code(202).send(toImport(row, null));
      const mapping = checkedMapping(row.kind, row.columns, request.body.mapping);
      const fresh = row.status === 'uploaded';
      const started = await db.transaction(async (tx) => {
        const queued = await updateImport(tx, row.id, {
          mapping,
          updateExisting: request.body.updateExisting,
          status: 'queued',
          error: null,
          // A first run counts its own problems; a run resumed after a failure goes on from its counts.
          ...(fresh && { problemCount: 0, problems: [] }),
        });
        await announceImport(tx, queued);
        return queued;
      });
      await enqueueImport(app.jobs, started.id, fresh);
      return reply.code(202).send(toImport(started, null));
    },
  });

  app.route({
    ...endpoint(app, 'getImport'),
    handler: async (request) => {
      const row = await importOf(request);
      const check =
        row.status === 'uploaded'
          ? await checkFile(row.kind, await importFile(db, row.id), row.columns, row.mapping)
          : null;
      return toImport(row, check);
    },
  });
};
