import { Alert, Typography } from 'antd';

/** A key the server keeps only the hash of: shown this once, with a copy button. */
export function SecretShownOnce({ secret }: { secret: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      title="Copy this key now: it will not be shown again."
      description={
        <Typography.Paragraph
          copyable={{ text: secret, tooltips: ['Copy key', 'Copied'] }}
          code
          style={{ margin: 0, wordBreak: 'break-all' }}
        >
          {secret}
        </Typography.Paragraph>
      }
    />
  );
}
