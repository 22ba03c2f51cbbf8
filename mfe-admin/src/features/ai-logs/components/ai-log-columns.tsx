import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AiPrompt } from 'shared-api';
import type { DataTableColumn } from 'shared-ui/data-table';
import { firstResponse, sourceOf } from '../ai-log-filters';

const formatLogDate = (createdAt: string) => dayjs(createdAt).format('MMM D, YYYY h:mm A');

interface ColumnActions {
  onView: (prompt: AiPrompt) => void;
  onDelete: (prompt: AiPrompt) => void;
}

const clipped = (text: string | undefined) =>
  text ? (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ maxWidth: 320, margin: 0 }}>
      {text}
    </Typography.Paragraph>
  ) : (
    '—'
  );

/** AI Logs columns: Prompt, Response, Source, User, Date and actions (the select box is row selection). */
export function aiLogColumns({ onView, onDelete }: ColumnActions): DataTableColumn<AiPrompt>[] {
  return [
    { key: 'content', title: 'Prompt', dataIndex: 'content', render: (content: string) => clipped(content) },
    {
      key: 'response',
      title: 'Response',
      render: (_value, prompt) => clipped(firstResponse(prompt)?.output),
    },
    {
      key: 'source',
      title: 'Source',
      sortable: true,
      sortValue: sourceOf,
      render: (_value, prompt) => <Tag>{sourceOf(prompt)}</Tag>,
    },
    {
      key: 'user',
      title: 'User',
      sortable: true,
      sortValue: (prompt) => prompt.user?.name ?? '',
      render: (_value, prompt) => prompt.user?.name ?? '—',
    },
    {
      key: 'createdAt',
      title: 'Date',
      dataIndex: 'createdAt',
      sortable: true,
      render: (createdAt: string) => formatLogDate(createdAt),
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      render: (_value, prompt) => (
        <Flex justify="flex-end" gap={4}>
          <Tooltip title="View log">
            <Button
              type="text"
              aria-label={`View log from ${formatLogDate(prompt.createdAt)}`}
              icon={<EyeOutlined aria-hidden />}
              onClick={() => onView(prompt)}
            />
          </Tooltip>
          <Tooltip title="Delete log">
            <Button
              type="text"
              danger
              aria-label={`Delete log from ${formatLogDate(prompt.createdAt)}`}
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => onDelete(prompt)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];
}
