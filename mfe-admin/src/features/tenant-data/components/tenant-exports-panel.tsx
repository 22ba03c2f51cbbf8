import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Button, Flex, Spin, Tag, Typography } from 'antd';
import { errorMessage, TENANT_EXPORT_LINK_HOURS, type TenantExport } from 'shared-api';
import { formatMessageTime, LoadFailure, toast } from 'shared-ui';
import {
  tenantDataApi,
  tenantExportDownloadUrl,
  useGetTenantExportsQuery,
  useStartTenantExportMutation,
} from '../api/tenant-data-api';
import { EXPORT_STATUS, formatSize, isUnderWay } from '../export-labels';

/** A fallback for a missed `tenant-export.changed` event (a reconnecting stream): the event is what moves it. */
const POLL_MS = 3_000;

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

function ExportItem({ tenantId, item }: { tenantId: string; item: TenantExport }) {
  const status = EXPORT_STATUS[item.status];
  const requested = formatMessageTime(item.createdAt);
  return (
    <Flex component="li" justify="space-between" align="center" gap="middle" wrap>
      <Flex vertical gap={2}>
        <Flex gap="small" align="center" wrap>
          <Tag color={status.color}>{status.label}</Tag>
          <Typography.Text>Requested {requested}</Typography.Text>
          {item.size !== null && <Typography.Text type="secondary">{formatSize(item.size)}</Typography.Text>}
        </Flex>
        {item.status === 'ready' && item.expiresAt && (
          <Typography.Text type="secondary">Link expires {formatMessageTime(item.expiresAt)}</Typography.Text>
        )}
        {item.status === 'failed' && item.error && (
          <Typography.Text type="danger">{item.error}</Typography.Text>
        )}
      </Flex>
      {item.status === 'ready' && (
        <Button
          icon={<DownloadOutlined aria-hidden />}
          href={tenantExportDownloadUrl(tenantId, item.id)}
          download
          aria-label={`Download the export requested ${requested}`}
        >
          Download
        </Button>
      )}
    </Flex>
  );
}

/**
 * A tenant's full export: "Export all data" starts one (a background job), the list shows the latest with their
 * state as they move on (live events, polling meanwhile) and a download link while ready.
 */
export function TenantExportsPanel({ tenantId }: { tenantId: string }) {
  const latest = tenantDataApi.endpoints.getTenantExports.useQueryState(tenantId).data;
  const {
    data: exports,
    isLoading,
    isError,
    refetch,
  } = useGetTenantExportsQuery(tenantId, {
    pollingInterval: latest?.some(isUnderWay) ? POLL_MS : 0,
  });
  const [start, { isLoading: starting }] = useStartTenantExportMutation();
  const underWay = exports?.some(isUnderWay) ?? false;

  const exportAll = async () => {
    try {
      await start(tenantId).unwrap();
      toast.success('Export started: it is listed here once ready');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to start the export'));
    }
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        One zip of everything the company keeps in QuoteDesk: a JSON file for each table (customers, messages,
        quotes, catalogs, users, logs…) and the uploaded files. Passwords, keys and tokens are left out. Each
        download link works for {TENANT_EXPORT_LINK_HOURS} hours.
      </Typography.Paragraph>
      <div>
        <Button
          type="primary"
          icon={<ExportOutlined aria-hidden />}
          onClick={exportAll}
          loading={starting}
          disabled={underWay}
        >
          Export all data
        </Button>
      </div>
      {isLoading ? (
        <Spin description="Loading exports..." />
      ) : isError ? (
        <LoadFailure title="The exports could not be loaded." onRetry={refetch} />
      ) : exports && exports.length > 0 ? (
        <Flex component="ul" vertical gap="middle" aria-label="Exports" style={LIST_STYLE}>
          {exports.map((item) => (
            <ExportItem key={item.id} tenantId={tenantId} item={item} />
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">No exports yet.</Typography.Text>
      )}
    </Flex>
  );
}
