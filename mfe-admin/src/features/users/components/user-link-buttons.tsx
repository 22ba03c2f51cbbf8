import KeyOutlined from '@ant-design/icons/KeyOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Flex } from 'antd';
import type { User } from 'shared-api';
import { usePasswordLinkActions } from '../hooks/use-password-link-actions';
import type { SharedLink } from '../password-links';
import { ResetTwoFactorButton } from './reset-two-factor-button';

/**
 * In the user's details: a new invitation while no password is set, a reset link at any time, and a reset of
 * the second factor when they have one.
 */
export function UserLinkButtons({ user, onLink }: { user: User; onLink: (shared: SharedLink) => void }) {
  const { resend, makeResetLink, resending, resetting } = usePasswordLinkActions(onLink);
  return (
    <Flex wrap gap="small" style={{ marginTop: 16 }}>
      {!user.passwordSet && (
        <Button icon={<MailOutlined aria-hidden />} loading={resending} onClick={() => void resend(user)}>
          Resend invitation
        </Button>
      )}
      <Button icon={<KeyOutlined aria-hidden />} loading={resetting} onClick={() => void makeResetLink(user)}>
        Make reset link
      </Button>
      {user.twoFactorEnabled && <ResetTwoFactorButton user={user} />}
    </Flex>
  );
}
