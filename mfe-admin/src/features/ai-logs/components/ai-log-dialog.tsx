import { Button, Descriptions, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AiPrompt } from 'shared-api';
import { useFocusReturn } from 'shared-ui';
import { firstResponse } from '../ai-log-filters';

const json = (value: unknown) =>
  value ? (
    <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
      {JSON.stringify(value, null, 2)}
    </Typography.Paragraph>
  ) : (
    '—'
  );

const block = (text: string) => (
  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, maxHeight: 240, overflow: 'auto' }}>
    {text}
  </Typography.Paragraph>
);

/** 'AI Log Details': the prompt, user, type, metadata and the first response. */
export function AiLogDialog({ prompt, onClose }: { prompt: AiPrompt; onClose: () => void }) {
  useFocusReturn();
  const response = firstResponse(prompt);
  return (
    <Modal
      open
      title="AI Log Details"
      width={720}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'prompt', label: 'Prompt', children: block(prompt.content) },
          { key: 'user', label: 'User', children: prompt.user?.name ?? '—' },
          { key: 'type', label: 'Type', children: prompt.type },
          { key: 'date', label: 'Date', children: dayjs(prompt.createdAt).format('MMM D, YYYY h:mm:ss A') },
          { key: 'metadata', label: 'Metadata', children: json(prompt.metadata) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Response
      </Typography.Title>
      {response ? (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'output', label: 'Output', children: block(response.output) },
            { key: 'model', label: 'Model', children: response.model },
            { key: 'version', label: 'Version', children: response.version ?? '—' },
            { key: 'status', label: 'Status', children: response.status },
            { key: 'source', label: 'Source', children: String(response.metadata?.source ?? '—') },
            { key: 'metadata', label: 'Metadata', children: json(response.metadata) },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">No response was recorded.</Typography.Text>
      )}
    </Modal>
  );
}
