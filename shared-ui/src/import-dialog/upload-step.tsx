import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Typography } from 'antd';
// By path: the shared antd facade has the light components only (build-config/facades/antd.js).
import Upload from 'antd/es/upload';
import {
  errorMessage,
  type Import,
  type ImportKind,
  MAX_IMPORT_BYTES,
  useUploadImportMutation,
} from 'shared-api';
import { toast } from '../toaster';
import { MAX_IMPORT_MEGABYTES } from './import-labels';

export interface UploadStepProps {
  kind: ImportKind;
  catalogId?: string;
  onUploaded: (upload: Import) => void;
}

/** Step 1: choose a file; the server reads its columns, guesses their fields and checks the first rows. */
export function UploadStep({ kind, catalogId, onUploaded }: UploadStepProps) {
  const [uploadImport, { isLoading, originalArgs }] = useUploadImportMutation();

  const upload = async (file: File) => {
    // Refused here: the server would read the whole file before refusing it.
    if (file.size > MAX_IMPORT_BYTES) {
      toast.error(`Files up to ${MAX_IMPORT_MEGABYTES} MB can be imported`);
      return;
    }
    try {
      onUploaded(await uploadImport({ kind, catalogId, file }).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to upload the file'));
    }
  };

  return (
    <>
      <Upload.Dragger
        accept=".csv,.xlsx"
        multiple={false}
        showUploadList={false}
        disabled={isLoading}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">Drop a CSV or Excel (.xlsx) file here, or click to choose one</p>
        <p className="ant-upload-hint">Up to {MAX_IMPORT_MEGABYTES} MB</p>
      </Upload.Dragger>
      <div role="status">
        {isLoading && <Typography.Text type="secondary">Reading {originalArgs?.file.name}…</Typography.Text>}
      </div>
    </>
  );
}
