import { errorMessage, fieldErrors, type Service } from 'shared-api';
import { toast, useConfirm } from 'shared-ui';
import {
  useCreateServiceMutation,
  useDeleteServiceMutation,
  useUpdateServiceMutation,
} from '../api/catalogs-api';

export interface ServiceInput {
  name: string;
  description: string | null;
  unit: string | null;
  unitCost: number;
  /** The whole "Also known as" list. */
  aliases: string[];
}

/** The form fields a server refusal may name. */
const FORM_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'unit',
  'unitCost',
  'aliases',
] satisfies (keyof ServiceInput)[]);

/** A save went through, or it did not and these fields (maybe none) have the server's reason for it. */
type SaveOutcome =
  | { saved: true }
  | { saved: false; fieldErrors: [field: keyof ServiceInput, message: string][] };

/**
 * Save and delete a service, toasting the outcome. A save the server refused naming fields of the form answers
 * those fields' errors instead of a toast; a delete resolves true when it went through.
 */
export function useServiceActions(catalogId: string) {
  const confirm = useConfirm();
  const [createService, created] = useCreateServiceMutation();
  const [updateService, updated] = useUpdateServiceMutation();
  const [deleteService, deleted] = useDeleteServiceMutation();

  const save = async (input: ServiceInput, id?: string): Promise<SaveOutcome> => {
    try {
      if (id) await updateService({ ...input, id, catalogId }).unwrap();
      else await createService({ ...input, catalogId }).unwrap();
      toast.success(id ? 'Service updated' : 'Service created');
      return { saved: true };
    } catch (error) {
      console.error('Error saving service', error);
      const named = Object.entries(fieldErrors(error)).filter(
        (entry): entry is [keyof ServiceInput, string] => FORM_FIELDS.has(entry[0]),
      );
      if (named.length === 0) {
        toast.error('Error saving service', { description: errorMessage(error, '') || undefined });
      }
      return { saved: false, fieldErrors: named };
    }
  };

  const remove = async (service: Service): Promise<boolean> => {
    const confirmed = await confirm({
      title: 'Delete service?',
      content: `Delete "${service.name}"? This cannot be undone.`,
      okText: 'Delete',
      danger: true,
    });
    if (!confirmed) return false;
    try {
      await deleteService({ id: service.id, catalogId: service.catalogId }).unwrap();
      toast.success('Service deleted');
      return true;
    } catch (error) {
      console.error('Failed to delete service', error);
      toast.error('Failed to delete service');
      return false;
    }
  };

  return { save, remove, saving: created.isLoading || updated.isLoading, deleting: deleted.isLoading };
}
