import type { TenantExport, TenantExportStatus } from 'shared-api';

/** How the list names an export's state, and its tag's colour. */
export const EXPORT_STATUS: Record<TenantExportStatus, { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'default' },
  running: { label: 'Building', color: 'processing' },
  ready: { label: 'Ready', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  expired: { label: 'Expired', color: 'default' },
};

/** An export still being made: the list polls while there is one (a fallback for a missed live event). */
export const isUnderWay = ({ status }: Pick<TenantExport, 'status'>) =>
  status === 'queued' || status === 'running';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** An archive's size: '820 bytes', '14.2 KB', '3.1 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
