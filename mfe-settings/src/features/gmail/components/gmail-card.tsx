import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { apiUrl, routeOf, type User } from 'shared-api';
import { useGmailActions } from '../hooks/use-gmail-actions';
import { ImportStatus } from './import-status';

/** The Google sign-in that also asks for read-only Gmail access; it leaves the app and comes back connected. */
export const CONNECT_GMAIL_PATH = `${routeOf('startGoogleSignIn').path}?gmail=1`;

/** User Settings' Gmail Integration: connect, import (with its progress), delete imported messages, disconnect. */
export function GmailCard({ user }: { user: User }) {
  const actions = useGmailActions(user);
  return (
    <Card title="Gmail Integration">
      {user.gmailAuthStatus ? (
        <Typography.Paragraph>
          <Tag color="success">Connected</Tag> {user.gmailEmail ?? 'Gmail account'}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph>
          <Tag>Not connected</Tag> Connect Gmail to import messages from your inbox.
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">
        QuoteDesk only reads your mail: importing never changes your Gmail inbox.
      </Typography.Paragraph>
      <ImportStatus gmailImport={actions.lastImport} />
      <Flex wrap gap="small">
        {user.gmailAuthStatus ? (
          <>
            <Button
              type="primary"
              icon={<CloudDownloadOutlined aria-hidden />}
              loading={actions.importing}
              onClick={actions.runImport}
            >
              Import
            </Button>
            <Button
              icon={<DisconnectOutlined aria-hidden />}
              loading={actions.disconnecting}
              onClick={actions.runDisconnect}
            >
              Disconnect
            </Button>
          </>
        ) : (
          <Button type="primary" icon={<GoogleOutlined aria-hidden />} href={apiUrl(CONNECT_GMAIL_PATH)}>
            Connect Gmail
          </Button>
        )}
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={actions.deleting}
          onClick={actions.runDelete}
        >
          Delete imported messages
        </Button>
      </Flex>
    </Card>
  );
}
