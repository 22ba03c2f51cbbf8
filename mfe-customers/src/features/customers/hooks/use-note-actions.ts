import { type CustomerNote, errorMessage } from 'shared-api';
import { toast, useConfirm } from 'shared-ui';
import {
  useCreateCustomerNoteMutation,
  useDeleteCustomerNoteMutation,
  useUpdateCustomerNoteMutation,
} from '../api/customers-api';

/**
 * Add, edit and delete a customer's notes, toasting the outcome; each resolves true when the change went
 * through, so the form keeps what was typed when it did not.
 */
export function useNoteActions(customerId: string) {
  const confirm = useConfirm();
  const [createNote, created] = useCreateCustomerNoteMutation();
  const [updateNote, updated] = useUpdateCustomerNoteMutation();
  const [deleteNote, deleted] = useDeleteCustomerNoteMutation();

  const save = async (body: string, noteId?: string): Promise<boolean> => {
    try {
      if (noteId) await updateNote({ customerId, noteId, body }).unwrap();
      else await createNote({ customerId, body }).unwrap();
      toast.success(noteId ? 'Note updated' : 'Note added');
      return true;
    } catch (error) {
      console.error('Failed to save note', error);
      // The server's sentence says what to fix ("Note must be at most 5000 characters").
      toast.error('Failed to save note', { description: errorMessage(error, '') || undefined });
      return false;
    }
  };

  const remove = async (note: CustomerNote): Promise<boolean> => {
    const confirmed = await confirm({
      title: 'Delete note?',
      content: 'Are you sure you want to delete this note? This cannot be undone.',
      okText: 'Delete',
      danger: true,
    });
    if (!confirmed) return false;
    try {
      await deleteNote({ customerId, noteId: note.id }).unwrap();
      toast.success('Note deleted');
      return true;
    } catch (error) {
      console.error('Failed to delete note', error);
      toast.error('Failed to delete note', { description: errorMessage(error, '') || undefined });
      return false;
    }
  };

  return {
    save,
    remove,
    adding: created.isLoading,
    updating: updated.isLoading,
    deleting: deleted.isLoading,
  };
}
