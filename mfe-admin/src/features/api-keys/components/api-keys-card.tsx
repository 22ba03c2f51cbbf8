import KeyOutlined from '@ant-design/icons/KeyOutlined';
import { Button, Card, Flex, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type ApiKey, errorMessage } from 'shared-api';
import { formatMessageTime, LoadFailure, toast, useConfirm } from 'shared-ui';
import { useGetApiKeysQuery, useRevokeApiKeyMutation } from '../api/api-keys-api';
import { SCOPE_LABELS } from '../scope-labels';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

function KeyItem({ item, onRevoke }: { item: ApiKey; onRevoke: (item: ApiKey) => void }) {
  return (
    <Flex component="li" justify="space-between" align="center" gap="middle" wrap>
      <Flex vertical gap={4}>
        <Flex gap="small" align="center" wrap>
          <Typography.Text strong>{item.name}</Typography.Text>
          <Typography.Text code>{item.prefix}</Typography.Text>
        </Flex>
        <Flex gap={4} wrap>
          {item.scopes.map((scope) => (
            <Tag key={scope}>{SCOPE_LABELS[scope]}</Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary">
          Created {formatMessageTime(item.createdAt)}
          {item.createdBy ? ` by ${item.createdBy}` : ''} · Last used{' '}
          {item.lastUsedAt ? formatMessageTime(item.lastUsedAt) : 'Never'}
        </Typography.Text>
      </Flex>
      <Button danger onClick={() => onRevoke(item)} aria-label={`Revoke ${item.name}`}>
        Revoke
      </Button>
    </Flex>
  );
}

/** The tenant's API keys, made with a name and scopes (the secret shown once) and revoked at once. */
export function ApiKeysCard({ tenantId }: { tenantId: string }) {
  const confirm = useConfirm();
  const { data: keys, isLoading, isError, refetch } = useGetApiKeysQuery(tenantId);
  const [revoke] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);

  const askRevoke = async (item: ApiKey) => {
    const confirmed = await confirm({
      title: `Revoke ${item.name}?`,
      content: 'Every call made with this key is refused from now on. This cannot be undone.',
      okText: 'Revoke key',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await revoke({ id: item.id, tenantId }).unwrap();
      toast.success(`${item.name} revoked`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to revoke the API key'));
    }
  };

  return (
    <Card title="API keys">
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Other systems call the QuoteDesk API with a key as{' '}
          <Typography.Text code>Authorization: Bearer qd_…</Typography.Text>, only within this company and the
          key's scopes. A key is shown once, when it is created.
        </Typography.Paragraph>
        <div>
          <Button type="primary" icon={<KeyOutlined aria-hidden />} onClick={() => setCreating(true)}>
            Create API key
          </Button>
        </div>
        {isLoading ? (
          <Spin description="Loading API keys..." />
        ) : isError ? (
          <LoadFailure title="The API keys could not be loaded." onRetry={refetch} />
        ) : keys && keys.length > 0 ? (
          <Flex component="ul" vertical gap="middle" aria-label="API keys" style={LIST_STYLE}>
            {keys.map((item) => (
              <KeyItem key={item.id} item={item} onRevoke={askRevoke} />
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">No API keys yet.</Typography.Text>
        )}
      </Flex>
      {creating && <CreateApiKeyDialog tenantId={tenantId} onClose={() => setCreating(false)} />}
    </Card>
  );
}
