import { IMPORT_FIELD_LABELS, type ImportField, type ImportKind, MAX_IMPORT_BYTES } from 'shared-api';

export const DIALOG_TITLES: Record<ImportKind, string> = {
  customers: 'Import customers',
  services: 'Import services',
};

export const UPDATE_EXISTING_LABELS: Record<ImportKind, string> = {
  customers: 'Update existing customers',
  services: 'Update existing services',
};

export const MAX_IMPORT_MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;

/** "1 row", "2,500 rows". */
export const rowCount = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;

export const fieldLabel = (field: ImportField) => IMPORT_FIELD_LABELS[field];
