import { Button, Card, Flex, List, Tag, Typography } from 'antd';
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
        <List<SessionInfo>
          loading={isLoading}
          dataSource={sessions ?? []}
          renderItem={(session) => (
            <List.Item
              data-testid="session-row"
              actions={
                session.current
                  ? []
                  : [
                      <Button
                        key="end"
                        size="small"
                        onClick={() => run(() => revoke(session.id).unwrap(), 'Session signed out')}
                      >
                        Sign out
                      </Button>,
                    ]
              }
            >
              {/* Not List.Item.Meta: its title is an h4, which would skip levels under the page's h1. */}
              <Flex vertical>
                <Typography.Text strong>
                  {session.device} {session.current && <Tag color="processing">This device</Tag>}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {session.ip ?? 'Unknown address'} · last seen {formatMessageTime(session.lastSeenAt)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
