import { Button, Form, Input, Result, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, MIN_PASSWORD_LENGTH } from 'shared-api';
import { toast } from 'shared-ui';
import { SignedOutCard } from '../../../shared/signed-out-card';
import { useSetPasswordWithTokenMutation } from '../api/set-password-api';

interface SetPasswordValues {
  password: string;
  confirm: string;
}

/** The target of an invitation email's link (`/set-password?token=…`): public, like /login. */
export function SetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [setPassword, { isLoading }] = useSetPasswordWithTokenMutation();
  const navigate = useNavigate();

  const onFinish = async ({ password }: SetPasswordValues) => {
    try {
      await setPassword({ token, password }).unwrap();
      toast.success('Your password has been set. Please sign in.');
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to set password'));
    }
  };

  return (
    <SignedOutCard>
      {token ? (
        <>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
            Set your password
          </Typography.Title>
          <Form<SetPasswordValues> layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Form.Item
              label="New password"
              name="password"
              rules={[
                { required: true, message: 'Please enter a password' },
                { min: MIN_PASSWORD_LENGTH, message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
              ]}
            >
              <Input.Password autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item
              label="Confirm password"
              name="confirm"
              dependencies={['password']}
              rules={[
                { required: true, message: 'Please confirm the password' },
                ({ getFieldValue }) => ({
                  validator: (_rule, value) =>
                    !value || value === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error('The passwords do not match')),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {isLoading ? 'Saving...' : 'Set Password'}
            </Button>
          </Form>
        </>
      ) : (
        <Result
          status="warning"
          title="This link is not valid"
          subTitle="Open the link from your invitation email, or ask an administrator for a new one."
          extra={<Link to="/login">Go to sign in</Link>}
        />
      )}
    </SignedOutCard>
  );
}
