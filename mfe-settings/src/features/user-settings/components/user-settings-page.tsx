import { Flex, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { type User, useGetMeQuery } from 'shared-api';
import { LoadFailure, PageHeader, toast } from 'shared-ui';
import { AppearanceCard } from './appearance-card';
import { ProfileCard } from './profile-card';

const LOAD_FAILED = 'Failed to load user settings';

interface Props {
  /** The connected-accounts card (the Gmail feature's), composed in by the routes. */
  accounts?: (user: User) => ReactNode;
  /** Password, two-factor sign-in and sessions (the account-security feature's), composed in by the routes. */
  security?: (user: User) => ReactNode;
}

/** User Settings (/user-settings): profile, appearance, security and the Gmail connection. */
export function UserSettingsPage({ accounts, security }: Props) {
  const { data: user, isLoading, isError, refetch } = useGetMeQuery();

  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED);
  }, [isError]);

  return (
    <>
      <PageHeader
        title="User Settings"
        subtitle="Your profile, appearance, security and connected accounts."
      />
      <Flex vertical gap="large" style={{ maxWidth: 720 }}>
        {isError && <LoadFailure title={LOAD_FAILED} onRetry={refetch} />}
        {isLoading && <Skeleton active />}
        {user && <ProfileCard user={user} />}
        <AppearanceCard />
        {user && security?.(user)}
        {user && accounts?.(user)}
      </Flex>
    </>
  );
}
