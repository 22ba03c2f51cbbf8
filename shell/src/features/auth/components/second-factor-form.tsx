import { Button, Form, Input, Typography } from 'antd';
import { errorMessage, type LoginResponse, useVerifyTwoFactorMutation } from 'shared-api';
import { toast } from 'shared-ui';

/** The sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export function SecondFactorForm({ onSignedIn }: { onSignedIn: (session: LoginResponse) => void }) {
  const [verify, { isLoading }] = useVerifyTwoFactorMutation();

  const onFinish = async ({ code }: { code: string }) => {
    try {
      onSignedIn(await verify({ code }).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, 'Login failed'));
    }
  };

  return (
    <Form<{ code: string }> layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Typography.Paragraph>
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </Typography.Paragraph>
      <Form.Item
        label="Authentication code"
        name="code"
        rules={[{ required: true, message: 'Enter the code' }]}
      >
        <Input autoComplete="one-time-code" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        Verify
      </Button>
    </Form>
  );
}
