import type { ImportField, ImportMapping } from 'shared-api';
import { fieldLabel } from './import-labels';

/** The fields chosen for more than one column: the server would not know which column to read. */
export function duplicateFields(mapping: ImportMapping): Set<ImportField> {
  const seen = new Set<ImportField>();
  const duplicates = new Set<ImportField>();
  for (const field of Object.values(mapping)) {
    if (field === null) continue;
    if (seen.has(field)) duplicates.add(field);
    seen.add(field);
  }
  return duplicates;
}

export const duplicateMessage = (field: ImportField) => `${fieldLabel(field)} is chosen for two columns`;

/** Every row needs a name, so a mapping without one imports nothing. */
export const mapsName = (mapping: ImportMapping) => Object.values(mapping).includes('name');

/** A mapping can be imported when each field comes from one column and the name is among them. */
export const isMappingValid = (mapping: ImportMapping) =>
  duplicateFields(mapping).size === 0 && mapsName(mapping);
