import { Button, Card, Flex, Spin, Tag, Typography, theme } from 'antd';
import { errorMessage, type SessionInfo } from 'shared-api';
import { formatMessageTime, LoadFailure, toast } from 'shared-ui';
import {
  useListMySessionsQuery,
  useRevokeMyOtherSessionsMutation,
  useRevokeMySessionMutation,
} from '../api/account-security-api';

/** Where the user is signed in (device, IP, last seen); any other session can be signed out. */
export function SessionsCard() {
  const { data: sessions, isLoading, isError, refetch } = useListMySessionsQuery();
  const [revoke] = useRevokeMySessionMutation();
  const [revokeOthers, { isLoading: endingOthers }] = useRevokeMyOtherSessionsMutation();
  const others = sessions?.filter((session) => !session.current) ?? [];

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out the session'));
    }
  };

  return (
    <Card
      title="Active sessions"
      extra={
        others.length > 0 && (
          <Button
            loading={endingOthers}
            onClick={() => run(() => revokeOthers().unwrap(), 'Signed out of all other sessions')}
          >
            Sign out all other sessions
          </Button>
        )
      }
    >
      {isError ? (
        <LoadFailure title="Failed to load your sessions" onRetry={refetch} />
      ) : (
        <Spin spinning={isLoading}>
          <ul aria-label="Sessions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(sessions ?? []).map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={() => run(() => revoke(session.id).unwrap(), 'Session signed out')}
              />
            ))}
          </ul>
        </Spin>
      )}
    </Card>
  );
}

/** One session: device and where from, with a way to sign it out unless it is this one. */
function SessionRow({ session, onSignOut }: { session: SessionInfo; onSignOut(): void }) {
  const { token } = theme.useToken();
  return (
    <li
      data-testid="session-row"
      style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex justify="space-between" align="center" gap="middle">
        <Flex vertical>
          <Typography.Text strong>
            {session.device} {session.current && <Tag color="processing">This device</Tag>}
          </Typography.Text>
          <Typography.Text type="secondary">
            {session.ip ?? 'Unknown address'} · last seen {formatMessageTime(session.lastSeenAt)}
          </Typography.Text>
        </Flex>
        {!session.current && (
          <Button size="small" onClick={onSignOut}>
            Sign out
          </Button>
        )}
      </Flex>
    </li>
  );
}
