import { useCompactScreen } from 'shared-ui';
import { useInboxPage } from '../hooks/use-inbox-page';
import { CompactInbox } from './compact-inbox';
import { WideInbox } from './wide-inbox';

/**
 * The Messages screen, at /messages and, with a message open, /messages/<id>: three panes on a wide screen, one
 * at a time on a compact one. Its state lives here, so either layout (and a rotated tablet) keeps it.
 */
export function MessagesPage() {
  const inbox = useInboxPage();
  return useCompactScreen() ? <CompactInbox inbox={inbox} /> : <WideInbox inbox={inbox} />;
}
