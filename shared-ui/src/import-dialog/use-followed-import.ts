import { type Import, importsApi, useGetImportQuery } from 'shared-api';

/** A fallback for a missed `import.changed` event (a reconnecting stream): the event is what moves it. */
const POLL_MS = 2_000;

const isUnderWay = ({ status }: Import) => status === 'queued' || status === 'running';

/**
 * A started import as it moves on: refetched on each `import.changed` event and polled while under way,
 * showing the start's answer until the first fetch.
 */
export function useFollowedImport(started: Import): Import {
  const latest = importsApi.endpoints.getImport.useQueryState(started.id).data ?? started;
  useGetImportQuery(started.id, { pollingInterval: isUnderWay(latest) ? POLL_MS : 0 });
  return latest;
}
