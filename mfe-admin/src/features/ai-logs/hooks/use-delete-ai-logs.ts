import { toast, useConfirm } from 'shared-ui';
import { useDeleteAiLogsMutation } from '../api/ai-logs-api';

/** Deletes prompts after a confirmation, then toasts the outcome; resolves true when they were deleted. */
export function useDeleteAiLogs(tenantId: string) {
  const confirm = useConfirm();
  const [deleteAiLogs, { isLoading }] = useDeleteAiLogsMutation();

  const remove = async (ids: string[]): Promise<boolean> => {
    const confirmed = await confirm({
      title: ids.length === 1 ? 'Delete this AI log?' : `Delete ${ids.length} AI logs?`,
      content: 'This cannot be undone.',
      okText: 'Delete',
      danger: true,
    });
    if (!confirmed) return false;
    try {
      await deleteAiLogs({ ids, tenantId }).unwrap();
      toast.success('Deleted successfully');
      return true;
    } catch (error) {
      console.error('Failed to delete prompts', error);
      toast.error('Failed to delete prompts');
      return false;
    }
  };

  return { remove, deleting: isLoading };
}
