import { type User, useImportGmailMessagesMutation } from 'shared-api';
import { toast, useConfirm } from 'shared-ui';
import { useDeleteImportedGmailMessagesMutation, useDisconnectGmailMutation } from '../api/gmail-api';
import { GMAIL_TEXT, importFailureText } from '../gmail-messages';

/** The Gmail Integration actions of User Settings with their spec §8 toasts. */
export function useGmailActions(user: User) {
  const confirm = useConfirm();
  const [importGmail, importing] = useImportGmailMessagesMutation();
  const [deleteImported, deleting] = useDeleteImportedGmailMessagesMutation();
  const [disconnect, disconnecting] = useDisconnectGmailMutation();

  const runImport = async () => {
    try {
      const { imported } = await importGmail({ tenantId: user.tenantId, userId: user.id }).unwrap();
      toast.success(GMAIL_TEXT.imported(imported), { duration: 4000 });
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

  return {
    runImport,
    runDelete,
    runDisconnect,
    importing: importing.isLoading,
    deleting: deleting.isLoading,
    disconnecting: disconnecting.isLoading,
  };
}
