import type { InboxPage } from '../hooks/use-inbox-page';
import { MessageDetail } from './message-detail';

interface OpenMessageProps {
  inbox: InboxPage;
  messageId: string;
  /** In the reader pane of the three panes, rather than on its own page. */
  inPane: boolean;
}

/** The message the URL opens, with the inbox's actions on it. */
export function OpenMessage({ inbox, messageId, inPane }: OpenMessageProps) {
  const { selected, session } = inbox;
  return (
    <MessageDetail
      key={messageId}
      messageId={messageId}
      summary={selected}
      inPane={inPane}
      tenantId={session?.tenantId}
      userId={session?.userId}
      onToggleImportant={() => selected && inbox.toggleImportant(selected)}
      onMarkUnread={() => selected && inbox.markUnread(selected)}
      onDelete={() => selected && void inbox.remove(selected)}
      onChanged={inbox.changed}
    />
  );
}
