import { type CustomerWithFigures, PIPELINE_COLUMNS, type PipelineColumnKey } from 'shared-api';
import { toast, useConfirm } from 'shared-ui';
import { useMoveCustomerMutation } from '../api/customers-api';
import { asksBeforeMoving, statusForDrop } from '../domain/pipeline-columns';

const titleOf = (column: PipelineColumnKey) => PIPELINE_COLUMNS.find(({ key }) => key === column)?.title;

/**
 * What a pipeline card dropped on a column does: nothing on the column that already shows it; elsewhere the
 * column's status, once confirmed when it would overwrite INACTIVE or LOST (Cancel changes nothing). The move
 * shows at once and is undone, with the error toast, if the server refuses it. Resolves whether it moved.
 */
export function useColumnDrop(tenantId: string) {
  const [moveCustomer] = useMoveCustomerMutation();
  const confirm = useConfirm();

  return async (customer: CustomerWithFigures, column: PipelineColumnKey): Promise<boolean> => {
    const status = statusForDrop(customer.status, column);
    if (!status) return false;
    if (asksBeforeMoving(customer.status)) {
      const confirmed = await confirm({
        title: 'Change status?',
        content: `${customer.name} is ${customer.status}. Moving it to ${titleOf(column)} changes its status to ${status}.`,
        okText: 'Change status',
      });
      if (!confirmed) return false;
    }
    try {
      await moveCustomer({ tenantId, customer, status }).unwrap();
      return true;
    } catch (error) {
      console.error('Failed to save customer', error);
      toast.error('Failed to save customer');
      return false;
    }
  };
}
