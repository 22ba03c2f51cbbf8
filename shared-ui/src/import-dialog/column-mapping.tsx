import { Select, Typography } from 'antd';
// By path: the shared antd facade has the light components only (build-config/facades/antd.js).
import Table, { type ColumnsType } from 'antd/es/table';
import { useId } from 'react';
import { IMPORT_FIELDS, type ImportField, type ImportKind, type ImportMapping } from 'shared-api';
import { fieldLabel } from './import-labels';
import { duplicateFields, duplicateMessage } from './mapping-rules';

/** The Select's value for "Don't import" (the mapping's null): rc-select treats a null value as empty. */
const LEFT_OUT = '';

export interface ColumnMappingProps {
  kind: ImportKind;
  columns: string[];
  /** The first row's cells by column, to show what each column holds. */
  sample: Record<string, string> | undefined;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}

interface ColumnRow {
  column: string;
  field: ImportField | null;
  error: string | undefined;
}

function fieldOptions(kind: ImportKind) {
  return [
    ...IMPORT_FIELDS[kind].map((field) => ({ value: field, label: fieldLabel(field) })),
    { value: LEFT_OUT, label: "Don't import" },
  ];
}

/** Step 2's table: each column of the file, an example value, and the QuoteDesk field it fills. */
export function ColumnMapping({ kind, columns, sample, mapping, onChange }: ColumnMappingProps) {
  const errorIdPrefix = useId();
  const duplicates = duplicateFields(mapping);
  const rows: ColumnRow[] = columns.map((column) => {
    const field = mapping[column] ?? null;
    return { column, field, error: field && duplicates.has(field) ? duplicateMessage(field) : undefined };
  });
  const choose = (column: string, value: ImportField | typeof LEFT_OUT) =>
    onChange({ ...mapping, [column]: value === LEFT_OUT ? null : value });

  const tableColumns: ColumnsType<ColumnRow> = [
    { title: 'Column in the file', dataIndex: 'column', key: 'column' },
    {
      title: 'Example',
      key: 'example',
      render: (_, { column }) => <Typography.Text type="secondary">{sample?.[column]}</Typography.Text>,
    },
    {
      title: 'Imports into',
      key: 'field',
      width: 260,
      render: (_, { column, field, error }, index) => {
        const errorId = `${errorIdPrefix}-${index}`;
        return (
          <>
            <Select<ImportField | typeof LEFT_OUT>
              aria-label={`Field for column ${column}`}
              aria-describedby={error ? errorId : undefined}
              status={error ? 'error' : undefined}
              value={field ?? LEFT_OUT}
              options={fieldOptions(kind)}
              onChange={(value) => choose(column, value)}
              style={{ width: '100%' }}
            />
            {error && (
              <Typography.Text id={errorId} type="danger">
                {error}
              </Typography.Text>
            )}
          </>
        );
      },
    },
  ];

  return (
    <Table<ColumnRow>
      size="small"
      rowKey="column"
      columns={tableColumns}
      dataSource={rows}
      pagination={false}
    />
  );
}
