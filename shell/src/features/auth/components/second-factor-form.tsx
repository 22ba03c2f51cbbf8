import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { errorMessage, type LoginResponse, useVerifyTwoFactorMutation } from 'shared-api';
import { toast } from 'shared-ui/toaster';
import { SignedOutText } from '../../../shared/signed-out-card';

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
      <SignedOutText>
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </SignedOutText>
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
