import { type GmailImport, type User, useGmailImport, useImportGmailMessagesMutation } from 'shared-api';
import { toast, useConfirm } from 'shared-ui';
import { useDeleteImportedGmailMessagesMutation, useDisconnectGmailMutation } from '../api/gmail-api';
import { GMAIL_TEXT, importFailureText } from '../gmail-messages';

/** Tells the end of an import: the count for 4 s, or why it stopped. */
function announceFinished(result: GmailImport) {
  if (result.status === 'succeeded') toast.success(GMAIL_TEXT.imported(result.imported), { duration: 4000 });
  else toast.error(result.error ?? GMAIL_TEXT.importFailed);
}

/** The Gmail Integration actions of User Settings with their toasts; the import runs in the background. */
export function useGmailActions(user: User) {
  const confirm = useConfirm();
  const [importGmail, importing] = useImportGmailMessagesMutation();
  // Only a connected account has imports to follow.
  const gmailImport = useGmailImport(Boolean(user.gmailEmail), announceFinished);
  const [deleteImported, deleting] = useDeleteImportedGmailMessagesMutation();
  const [disconnect, disconnecting] = useDisconnectGmailMutation();

  const runImport = async () => {
    try {
      const started = await importGmail({ tenantId: user.tenantId, userId: user.id }).unwrap();
      if (started.import) gmailImport.follow(started.import.id);
    } catch (error) {
      console.error('Gmail import failed', error);
      toast.error(importFailureText(error));
    }
  };

  const runDelete = async () => {
    const confirmed = await confirm({
      title: 'Delete imported Gmail messages?',
      content:
        'All messages imported from your Gmail will be permanently deleted from QuoteDesk. Your Gmail inbox is not changed.',
      okText: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteImported(user.id).unwrap();
      toast.success(GMAIL_TEXT.deleted);
    } catch (error) {
      console.error('Deleting Gmail messages failed', error);
      toast.error(GMAIL_TEXT.deleteFailed);
    }
  };

  const runDisconnect = async () => {
    try {
      await disconnect().unwrap();
      toast.success(GMAIL_TEXT.disconnected);
    } catch (error) {
      console.error('Disconnecting Gmail failed', error);
      toast.error(GMAIL_TEXT.disconnectFailed);
    }
  };

  const current = gmailImport.current;
  const underWay = current?.status === 'queued' || current?.status === 'running';
  return {
    lastImport: current,
    runImport,
    runDelete,
    runDisconnect,
    importing: importing.isLoading || underWay,
    deleting: deleting.isLoading,
    disconnecting: disconnecting.isLoading,
  };
}
