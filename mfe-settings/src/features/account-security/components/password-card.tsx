import { Button, Card, Form, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { type ChangePasswordRequest, errorMessage, type User } from 'shared-api';
import { toast } from 'shared-ui';
import { useChangeMyPasswordMutation } from '../api/account-security-api';
import { CurrentPasswordField } from './current-password-field';

const NewPasswordField = lazy(() =>
  import('shared-ui/account-security').then((module) => ({ default: module.NewPasswordField })),
);

/** Change Password: the current one, then the new one (10+ characters, with a strength meter). */
export function PasswordCard({ user }: { user: User }) {
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [change, { isLoading }] = useChangeMyPasswordMutation();

  const onFinish = async (values: ChangePasswordRequest) => {
    try {
      await change(values).unwrap();
      form.resetFields();
      toast.success('Password changed. Your other sessions were signed out.');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to change password'));
    }
  };

  return (
    <Card title="Password">
      <Form<ChangePasswordRequest> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <CurrentPasswordField />
        <Suspense fallback={<Skeleton.Input active block />}>
          <NewPasswordField name="newPassword" userInputs={[user.name, user.email]} />
        </Suspense>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Change password
        </Button>
      </Form>
    </Card>
  );
}
