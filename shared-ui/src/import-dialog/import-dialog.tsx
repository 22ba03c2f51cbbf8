import { Modal } from 'antd';
// By path: the shared antd facade has the light components only (build-config/facades/antd.js).
import Steps from 'antd/es/steps';
import { useState } from 'react';
import type { Import, ImportKind } from 'shared-api';
import { useFocusReturn } from '../record-dialog';
import { DIALOG_TITLES } from './import-labels';
import { ImportStep } from './import-step';
import { MapStep } from './map-step';
import { StepHeading } from './step-heading';
import { UploadStep } from './upload-step';

export interface ImportDialogProps {
  kind: ImportKind;
  /** The catalog that imported services go into. */
  catalogId?: string;
  open: boolean;
  onClose: () => void;
  /** Called once an import is done and the user closes it with Done: the caller refetches its list. */
  onImported: () => void;
}

type Stage = { step: 'upload' } | { step: 'map'; upload: Import } | { step: 'import'; started: Import };

const STEP_TITLES = ['Upload', 'Map columns', 'Import'];
const STEP_INDEX = { upload: 0, map: 1, import: 2 } as const;

function ImportWizard({ kind, catalogId, onClose, onImported }: Omit<ImportDialogProps, 'open'>) {
  useFocusReturn();
  // Each stage keeps what the step before it answered; a failed call leaves the stage as it is.
  const [stage, setStage] = useState<Stage>({ step: 'upload' });
  const current = STEP_INDEX[stage.step];
  const stepHeading = `Step ${current + 1} of ${STEP_TITLES.length}: ${STEP_TITLES[current]}`;

  return (
    <Modal open title={DIALOG_TITLES[kind]} footer={null} width={880} onCancel={onClose}>
      <Steps size="small" current={current} items={STEP_TITLES.map((title) => ({ title }))} />
      <StepHeading key={stage.step}>{stepHeading}</StepHeading>
      <div style={{ marginTop: 24 }}>
        {stage.step === 'upload' && (
          <UploadStep
            kind={kind}
            catalogId={catalogId}
            onUploaded={(upload) => setStage({ step: 'map', upload })}
          />
        )}
        {stage.step === 'map' && (
          <MapStep
            kind={kind}
            upload={stage.upload}
            onStarted={(started) => setStage({ step: 'import', started })}
            onCancel={onClose}
          />
        )}
        {stage.step === 'import' && (
          <ImportStep
            started={stage.started}
            onClose={onClose}
            onDone={() => {
              onImported();
              onClose();
            }}
          />
        )}
      </div>
    </Modal>
  );
}

/**
 * Imports a CSV or Excel file of customers or services in three steps: upload it, map its columns to
 * QuoteDesk's fields (checking the rows as the mapping changes), then follow the import as it runs.
 * Mounted while open, so each opening starts afresh.
 */
export function ImportDialog({ open, ...props }: ImportDialogProps) {
  return open ? <ImportWizard {...props} /> : null;
}
