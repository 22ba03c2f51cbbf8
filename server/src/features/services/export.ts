import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { services } from '../../db/schema';
import { EXPORT_PAGE_SIZE, keysetPages } from '../../shared/exports/send-export';
import type { ExportColumn } from '../../shared/exports/table-file';
import { aliasesOf } from '../../shared/service-aliases';

/** A page of a catalog's services with their "Also known as" phrases, by name, after a service. */
const servicePage = (
  db: Database,
  catalogId: string,
  after: { name: string; id: string } | null,
  size: number,
) =>
  db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      unit: services.unit,
      unitCost: services.unitCost,
      aliases: aliasesOf(services.id),
    })
    .from(services)
    .where(
      and(
        eq(services.catalogId, catalogId),
        after ? sql`(${services.name}, ${services.id}) > (${after.name}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(services.name), asc(services.id))
    .limit(size);

type ExportedService = Awaited<ReturnType<typeof servicePage>>[number];

/** Phrases in one cell, as the service dialog lists them; the import splits them back on the semicolons. */
export const ALIAS_SEPARATOR = '; ';

/** The columns of a services export, the headings the import reads back. */
export const SERVICE_EXPORT_COLUMNS: readonly ExportColumn<ExportedService>[] = [
  { heading: 'Service Name', cell: (row) => row.name },
  { heading: 'Description', cell: (row) => row.description },
  { heading: 'Unit', cell: (row) => row.unit },
  { heading: 'Unit Cost', cell: (row) => Number(row.unitCost) },
  { heading: 'Also Known As', cell: (row) => row.aliases.join(ALIAS_SEPARATOR) },
  { heading: 'QuoteDesk ID', cell: (row) => row.id },
];

/** Every service of a catalog, by name, a keyset page at a time. */
export const serviceExportPages = (db: Database, catalogId: string) =>
  keysetPages<ExportedService>(EXPORT_PAGE_SIZE, (after, size) => servicePage(db, catalogId, after, size));
