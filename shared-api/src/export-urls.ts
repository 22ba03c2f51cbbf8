import type { ExportFormat } from './contract/constants';
import { type EndpointName, fillPath, routeOf } from './contract/routes';
import { apiUrl } from './runtime-config';

type ExportEndpoint = Extract<EndpointName, `export${string}`>;

/** Query values of an export: a list's filters; empty ones are left out (the export is then of everything). */
type ExportQuery = Record<string, string | readonly string[] | undefined>;

/**
 * The address of an export download (the session cookie goes with it): the endpoint's path from the contract,
 * its filters and the format as query parameters.
 */
export function exportUrl(
  endpoint: ExportEndpoint,
  format: ExportFormat,
  { params = {}, query = {} }: { params?: Record<string, string>; query?: ExportQuery } = {},
): string {
  const search = new URLSearchParams({ format });
  for (const [name, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(',') : (value as string | undefined);
    if (text) search.set(name, text);
  }
  return apiUrl(`${fillPath(routeOf(endpoint).path, params)}?${search}`);
}
