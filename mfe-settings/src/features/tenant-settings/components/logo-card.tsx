import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { apiUrl } from 'shared-api';
import { toast } from 'shared-ui';
import { type LogoKind, useUploadTenantLogoMutation } from '../api/tenant-settings-api';
import { logoFileProblem } from '../colors';

interface Props {
  tenantId: string;
  kind: LogoKind;
  title: string;
  /** The stored logo's relative URL, if any. */
  currentUrl: string | null;
}

/** Company Logo / Sidebar Logo: upload with preview; a failed upload clears the preview. */
export function LogoCard({ tenantId, kind, title, currentUrl }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [cleared, setCleared] = useState(false);
  const [upload, { isLoading }] = useUploadTenantLogoMutation();

  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file can be chosen again
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setLocalPreview(URL.createObjectURL(file));
    setCleared(false);
    try {
      await upload({ tenantId, kind, file }).unwrap();
      toast.success('Logo uploaded successfully');
    } catch {
      toast.error('Failed to upload logo');
      setLocalPreview(null);
      setCleared(true);
    }
  };

  const preview = localPreview ?? (cleared || !currentUrl ? null : apiUrl(currentUrl));
  return (
    <Card title={title}>
      <Flex vertical gap="middle" align="flex-start">
        <div
          style={{
            width: 208,
            height: 120,
            display: 'grid',
            placeItems: 'center',
            border: '1px dashed var(--ant-color-border, #d9d9d9)',
            borderRadius: 8,
          }}
        >
          {preview ? (
            <img src={preview} alt={`${title} preview`} style={{ maxWidth: 192, maxHeight: 104 }} />
          ) : (
            <Typography.Text type="secondary">No logo</Typography.Text>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          aria-label={`${title} file`}
          hidden
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button icon={<UploadOutlined />} loading={isLoading} onClick={() => input.current?.click()}>
          Upload {title}
        </Button>
        <Typography.Text type="secondary">PNG, JPEG, WebP, GIF or SVG, smaller than 5MB.</Typography.Text>
      </Flex>
    </Card>
  );
}
