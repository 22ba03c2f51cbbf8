import { Alert, Typography } from 'antd';

/**
 * A secret the server keeps only the hash of (or, for a webhook's signing secret, never shows again): shown this
 * once, with a copy button. `noun` names it in the warning and the copy button ("key", "signing secret").
 */
export function SecretShownOnce({ secret, noun = 'key' }: { secret: string; noun?: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={`Copy this ${noun} now: it will not be shown again.`}
      description={
        <Typography.Paragraph
          copyable={{ text: secret, tooltips: [`Copy ${noun}`, 'Copied'] }}
          code
          style={{ margin: 0, wordBreak: 'break-all' }}
        >
          {secret}
        </Typography.Paragraph>
      }
    />
  );
}
