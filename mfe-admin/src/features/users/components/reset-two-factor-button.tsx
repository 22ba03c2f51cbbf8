import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { Button } from 'antd';
import { errorMessage, type User } from 'shared-api';
import { toast, useConfirm } from 'shared-ui';
import { useResetUserTwoFactorMutation } from '../api/users-api';

/** Removes a user's second factor (a lost phone): they are signed out and enrol again. */
export function ResetTwoFactorButton({ user }: { user: User }) {
  const confirm = useConfirm();
  const [reset, { isLoading }] = useResetUserTwoFactorMutation();

  const onClick = async () => {
    const confirmed = await confirm({
      title: `Reset two-factor sign-in of ${user.name}?`,
      content: 'Their authenticator and recovery codes stop working and they are signed out everywhere.',
      okText: 'Reset two-factor',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await reset(user.id).unwrap();
      toast.success(`Two-factor sign-in of ${user.name} was reset`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to reset two-factor sign-in'));
    }
  };

  return (
    <Button icon={<SafetyOutlined aria-hidden />} loading={isLoading} onClick={() => void onClick()}>
      Reset two-factor
    </Button>
  );
}
