import { Button, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, type Import, type ImportKind, useStartImportMutation } from 'shared-api';
import { toast } from '../toaster';
import { ColumnMapping } from './column-mapping';
import { rowCount, UPDATE_EXISTING_LABELS } from './import-labels';
import { isMappingValid, mapsName } from './mapping-rules';
import { PreviewTable } from './preview-table';
import { ProblemSummary } from './problem-summary';
import { usePreview } from './use-preview';

export interface MapStepProps {
  kind: ImportKind;
  upload: Import;
  onStarted: (started: Import) => void;
  onCancel: () => void;
}

/** Step 2: which field each column fills, starting from the server's guess, with the rows checked under it. */
export function MapStep({ kind, upload, onStarted, onCancel }: MapStepProps) {
  const [mapping, setMapping] = useState(upload.mapping);
  const [updateExisting, setUpdateExisting] = useState(upload.updateExisting);
  const { checked, checking } = usePreview(upload, mapping);
  const [startImport, { isLoading: starting }] = useStartImportMutation();
  const importable = checked.totalRows - checked.problemCount;

  const start = async () => {
    try {
      onStarted(await startImport({ id: upload.id, mapping, updateExisting }).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to start the import'));
    }
  };

  return (
    <Flex vertical gap="middle">
      <ColumnMapping
        kind={kind}
        columns={upload.columns}
        sample={upload.preview[0]?.cells}
        mapping={mapping}
        onChange={setMapping}
      />
      {!mapsName(mapping) && <Typography.Text type="danger">Choose the column with the name</Typography.Text>}
      <Checkbox checked={updateExisting} onChange={(event) => setUpdateExisting(event.target.checked)}>
        {UPDATE_EXISTING_LABELS[kind]}
      </Checkbox>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Preview
      </Typography.Title>
      <PreviewTable checked={checked} />
      <ProblemSummary checked={checked} />
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          type="primary"
          loading={starting}
          disabled={checking || importable <= 0 || !isMappingValid(mapping)}
          onClick={start}
        >
          Import {rowCount(importable)}
        </Button>
      </Flex>
    </Flex>
  );
}
