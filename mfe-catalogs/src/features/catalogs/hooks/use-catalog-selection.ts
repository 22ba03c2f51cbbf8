import { useEffect, useRef, useState } from 'react';
import type { Catalog } from 'shared-api';

/**
 * The selected catalog: the first one is selected when the list first loads. A selection whose
 * catalog is gone (deleted) reads as none, so 'No Catalog Selected' shows.
 */
export function useCatalogSelection(catalogs: readonly Catalog[] | undefined) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const autoSelected = useRef(false);

  useEffect(() => {
    if (autoSelected.current || !catalogs) return;
    autoSelected.current = true;
    setSelectedId(catalogs[0]?.id ?? null);
  }, [catalogs]);

  const selected = catalogs?.find((catalog) => catalog.id === selectedId) ?? null;
  return { selected, select: setSelectedId };
}
