// Per-icon imports: the package's barrel would bring every icon.

import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button, Dropdown } from 'antd';
import type { ExportFormat } from 'shared-api';

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV (.csv)', xlsx: 'Excel (.xlsx)' };

export interface ExportButtonProps {
  /** What is exported, for the button's name ("Export customers"). */
  what: string;
  formats: readonly ExportFormat[];
  /** The download's address in a format: the list's current filters go in it. */
  urlOf: (format: ExportFormat) => string;
}

/**
 * Downloads a list as a file: one button for one format, a menu of formats otherwise. A plain link, so the
 * browser streams the file to disk however large it is.
 */
export function ExportButton({ what, formats, urlOf }: ExportButtonProps) {
  const [only] = formats;
  if (formats.length === 1 && only) {
    return (
      <Button
        icon={<DownloadOutlined aria-hidden />}
        href={urlOf(only)}
        download
        aria-label={`Export ${what}`}
      >
        Export
      </Button>
    );
  }
  const items = formats.map((format) => ({
    key: format,
    label: (
      <a href={urlOf(format)} download>
        {FORMAT_LABELS[format]}
      </a>
    ),
  }));
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button icon={<DownloadOutlined aria-hidden />} aria-label={`Export ${what}`}>
        Export <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
