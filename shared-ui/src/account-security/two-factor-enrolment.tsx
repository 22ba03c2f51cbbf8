import { Alert, Button, Form, Input, Space, Spin, Typography } from 'antd';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import {
  type EnabledTwoFactor,
  errorMessage,
  type TwoFactorSetup,
  useEnableTwoFactorMutation,
  useSetUpTwoFactorMutation,
} from 'shared-api';
import { toast } from '../toaster';

export interface TwoFactorEnrolmentProps {
  /** Called once the user has seen the recovery codes and goes on. */
  onDone: (enabled: EnabledTwoFactor) => void;
}

/**
 * Enrolling in two-factor sign-in: a QR code (and the secret, for apps that cannot scan), a code from the app
 * to confirm, then the ten recovery codes, shown this once. Used by User Settings and by a sign-in that must
 * enrol first.
 */
export function TwoFactorEnrolment({ onDone }: TwoFactorEnrolmentProps) {
  const [setUp, setup] = useSetUpTwoFactorMutation();
  const [enabled, setEnabled] = useState<EnabledTwoFactor | null>(null);

  useEffect(() => {
    setUp()
      .unwrap()
      .catch((error: unknown) => toast.error(errorMessage(error, 'Could not start two-factor setup')));
  }, [setUp]);

  if (enabled) return <RecoveryCodes enabled={enabled} onDone={() => onDone(enabled)} />;
  if (setup.isError) {
    return (
      <Alert type="error" showIcon title={errorMessage(setup.error, 'Could not start two-factor setup')} />
    );
  }
  if (!setup.data) return <Spin />;
  return <ConfirmCode setup={setup.data} onEnabled={setEnabled} />;
}

function ConfirmCode({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (enabled: EnabledTwoFactor) => void;
}) {
  const [enable, { isLoading }] = useEnableTwoFactorMutation();
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    // An SVG rather than a canvas: nothing to draw, and the CSP allows data: images.
    qrSvg(setup.otpauthUrl, { type: 'svg', margin: 1 }).then(setQr, () => setQr(null));
  }, [setup.otpauthUrl]);

  const onFinish = async ({ code }: { code: string }) => {
    try {
      onEnabled(await enable({ code }).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, 'Could not turn on two-factor sign-in'));
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Scan this QR code with an authenticator app, then enter the 6-digit code it shows.
      </Typography.Paragraph>
      {qr && (
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(qr)}`}
          alt="QR code for your authenticator app"
          width={180}
          height={180}
        />
      )}
      <Typography.Text>
        Or enter this key:{' '}
        <Typography.Text code copyable data-testid="two-factor-secret">
          {setup.secret}
        </Typography.Text>
      </Typography.Text>
      <Form<{ code: string }> layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          label="Code from the app"
          name="code"
          rules={[{ required: true, message: 'Enter the code' }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Turn on two-factor sign-in
        </Button>
      </Form>
    </Space>
  );
}

function RecoveryCodes({ enabled, onDone }: { enabled: EnabledTwoFactor; onDone: () => void }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="success"
        showIcon
        title="Two-factor sign-in is on. Save these recovery codes now: each works once, and they are not shown again."
      />
      <ul aria-label="Recovery codes" style={{ columns: 2, fontFamily: 'monospace', margin: 0 }}>
        {enabled.recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Typography.Text copyable={{ text: enabled.recoveryCodes.join('\n') }}>Copy all codes</Typography.Text>
      <Button type="primary" onClick={onDone}>
        Done
      </Button>
    </Space>
  );
}
