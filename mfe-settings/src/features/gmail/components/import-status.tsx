import { Progress, Typography } from 'antd';
import dayjs from 'dayjs';
import type { GmailImport } from 'shared-api';

/** How far the import under way is, live; after it, how the last one ended (also after a reload). */
export function ImportStatus({ gmailImport }: { gmailImport: GmailImport | null }) {
  if (!gmailImport) return null;
  const { status, listed, imported, skipped, error, finishedAt } = gmailImport;
  if (status === 'queued' || status === 'running') {
    const done = imported + skipped;
    return (
      <div>
        <Progress
          percent={listed ? Math.round((done / listed) * 100) : 0}
          status="active"
          aria-label="Gmail import progress"
        />
        <Typography.Text type="secondary">
          {status === 'queued'
            ? 'Import queued…'
            : `Importing: ${imported} new, ${skipped} already in your inbox, ${listed} found so far`}
        </Typography.Text>
        {error && <Typography.Paragraph type="warning">{error} Retrying…</Typography.Paragraph>}
      </div>
    );
  }
  const when = finishedAt ? dayjs(finishedAt).format('MMM D, YYYY h:mm A') : '';
  return status === 'succeeded' ? (
    <Typography.Paragraph type="secondary">
      Last import {when}: {imported} new message(s), {skipped} already in your inbox.
    </Typography.Paragraph>
  ) : (
    <Typography.Paragraph type="danger">
      Last import {when} failed: {error}
    </Typography.Paragraph>
  );
}
