import { Button, Flex, Form, Input, Typography } from 'antd';
import { type DisableTwoFactorRequest, errorMessage } from 'shared-api';
import { toast } from 'shared-ui';
import { useDisableTwoFactorMutation } from '../api/account-security-api';
import { CurrentPasswordField } from './current-password-field';

/**
 * Turning two-factor sign-in off asks for both factors again, so a session left open somewhere cannot do it.
 * A refusal (wrong password or code, or a tenant that requires it) keeps what was typed.
 */
export function TurnOffTwoFactorForm({ onClose }: { onClose: () => void }) {
  const [disable, { isLoading }] = useDisableTwoFactorMutation();

  const onFinish = async (values: DisableTwoFactorRequest) => {
    try {
      await disable(values).unwrap();
      toast.success('Two-factor sign-in is off. Your other sessions were signed out.');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to turn off two-factor sign-in'));
    }
  };

  return (
    <Form<DisableTwoFactorRequest>
      name="turn-off-two-factor"
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
    >
      <Typography.Paragraph type="secondary">
        Enter your password and a code from your authenticator app, or one of your recovery codes. Your other
        sessions will be signed out.
      </Typography.Paragraph>
      <CurrentPasswordField />
      <Form.Item
        label="Authentication code"
        name="code"
        rules={[{ required: true, message: 'Enter the code' }]}
      >
        <Input autoComplete="one-time-code" />
      </Form.Item>
      <Flex gap="small">
        <Button danger type="primary" htmlType="submit" loading={isLoading}>
          Turn off two-factor sign-in
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </Flex>
    </Form>
  );
}
