import { Typography } from 'antd';
// By path: the shared antd facade has the light components only (build-config/facades/antd.js).
import Table, { type ColumnsType } from 'antd/es/table';
import type { Import, ImportPreviewRow } from 'shared-api';
import { fieldLabel } from './import-labels';

function previewColumns({ columns, mapping }: Import): ColumnsType<ImportPreviewRow> {
  const mapped = columns.flatMap((column) => {
    const field = mapping[column];
    return field ? [{ column, field }] : [];
  });
  return [
    { title: 'Line', dataIndex: 'line', key: 'line', width: 64 },
    ...mapped.map(({ column, field }) => ({
      title: fieldLabel(field),
      key: column,
      render: (_: unknown, row: ImportPreviewRow) => row.cells[column],
    })),
    {
      title: 'Problems',
      key: 'problems',
      render: (_, row) =>
        row.problems.map((problem) => (
          <Typography.Text key={problem} type="danger" style={{ display: 'block' }}>
            {problem}
          </Typography.Text>
        )),
    },
  ];
}

/** The first rows of the file as they would be imported under the checked mapping, with what is wrong. */
export function PreviewTable({ checked }: { checked: Import }) {
  return (
    <Table<ImportPreviewRow>
      size="small"
      rowKey="line"
      columns={previewColumns(checked)}
      dataSource={checked.preview}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
