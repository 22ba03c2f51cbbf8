import { useEffect, useState } from 'react';
import { errorMessage, type Import, type ImportMapping, usePreviewImportMutation } from 'shared-api';
import { useDebounce } from 'use-debounce';
import { toast } from '../toaster';
import { duplicateFields } from './mapping-rules';

/** Long enough that choosing fields one after another checks the file once, short enough to feel live. */
const PREVIEW_DELAY_MS = 300;

/**
 * The upload checked under the mapping being chosen: the server checks every row again as the mapping
 * changes (debounced). `checking` is true while the shown result is not yet the current mapping's.
 */
export function usePreview(upload: Import, mapping: ImportMapping): { checked: Import; checking: boolean } {
  const [checked, setChecked] = useState(upload);
  const [settled] = useDebounce(mapping, PREVIEW_DELAY_MS);
  const [previewImport, { isLoading }] = usePreviewImportMutation();

  useEffect(() => {
    // The upload already checked the guessed mapping; a field chosen twice cannot be checked.
    if (settled === upload.mapping || duplicateFields(settled).size > 0) return;
    let current = true;
    previewImport({ id: upload.id, mapping: settled })
      .unwrap()
      .then(
        (result) => current && setChecked(result),
        (error) => current && toast.error(errorMessage(error, 'Failed to check the file')),
      );
    // A later mapping's answer wins, however the answers arrive.
    return () => {
      current = false;
    };
  }, [settled, upload, previewImport]);

  return { checked, checking: settled !== mapping || isLoading };
}
