import { Button, Form, Input, Result, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from 'shared-api';
import { toast } from 'shared-ui';
import { SignedOutCard, SignedOutTitle } from '../../../shared/signed-out-card';
import { useSetPasswordWithTokenMutation } from '../api/set-password-api';

/** The field with its strength meter loads beside the page: only people setting a password need zxcvbn. */
const NewPasswordField = lazy(() =>
  import('shared-ui/account-security').then((module) => ({ default: module.NewPasswordField })),
);

interface SetPasswordValues {
  password: string;
  confirm: string;
}

/** The new password again, which must match it. */
function ConfirmPasswordField() {
  return (
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
  );
}

/** What the page says for each kind of link; both set the password the same way. */
const COPY = {
  invitation: {
    title: 'Set your password',
    invalid: 'Open the link from your invitation email, or ask an administrator for a new one.',
  },
  reset: {
    title: 'Choose a new password',
    invalid: 'Open the link you were sent, or ask for a new one with "Forgot password?".',
  },
} as const;

/**
 * The target of an invitation link (`/set-password?token=…`) and of a reset link (`/reset-password?token=…`):
 * public, like /login.
 */
export function SetPasswordPage({ purpose = 'invitation' }: { purpose?: keyof typeof COPY }) {
  const copy = COPY[purpose];
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
          <SignedOutTitle>{copy.title}</SignedOutTitle>
          <Form<SetPasswordValues> layout="vertical" onFinish={onFinish} requiredMark={false}>
            {/* One boundary: the confirmation never shows ahead of the field it confirms, nor the button that
                would send the form without them. */}
            <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3, width: '100%' }} />}>
              <NewPasswordField autoFocus />
              <ConfirmPasswordField />
              <Button type="primary" htmlType="submit" block loading={isLoading}>
                {isLoading ? 'Saving...' : 'Set Password'}
              </Button>
            </Suspense>
          </Form>
        </>
      ) : (
        <Result
          status="warning"
          title="This link is not valid"
          subTitle={copy.invalid}
          extra={<Link to="/login">Go to sign in</Link>}
        />
      )}
    </SignedOutCard>
  );
}
