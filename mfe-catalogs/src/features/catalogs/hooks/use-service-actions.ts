import { errorMessage, type Service } from 'shared-api';
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

/** Save and delete a service, toasting the outcome; each resolves true when the change went through. */
export function useServiceActions(catalogId: string) {
  const confirm = useConfirm();
  const [createService, created] = useCreateServiceMutation();
  const [updateService, updated] = useUpdateServiceMutation();
  const [deleteService, deleted] = useDeleteServiceMutation();

  const save = async (input: ServiceInput, id?: string): Promise<boolean> => {
    try {
      if (id) await updateService({ ...input, id, catalogId }).unwrap();
      else await createService({ ...input, catalogId }).unwrap();
      toast.success(id ? 'Service updated' : 'Service created');
      return true;
    } catch (error) {
      console.error('Error saving service', error);
      // The server's sentence says which field to fix (e.g. "aliases: at most 20 phrases per service").
      toast.error('Error saving service', { description: errorMessage(error, '') || undefined });
      return false;
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
