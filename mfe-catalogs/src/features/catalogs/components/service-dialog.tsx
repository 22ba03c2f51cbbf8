import { Form, Modal } from 'antd';
import type { Service } from 'shared-api';
import { recordDialogFooter } from 'shared-ui';
import { type ServiceInput, useServiceActions } from '../hooks/use-service-actions';
import { ServiceDetails } from './service-details';
import { ServiceForm, type ServiceFormValues } from './service-form';

export type ServiceDialogState = { mode: 'add' } | { mode: 'view' | 'edit'; service: Service };

const TITLES = { add: 'Add New Service', edit: 'Edit Service', view: 'Service Details' } as const;

interface ServiceDialogProps {
  catalogId: string;
  state: ServiceDialogState;
  onChange: (state: ServiceDialogState) => void;
  onClose: () => void;
}

function toInput({ name, description, unit, unitCost, aliases }: ServiceFormValues): ServiceInput {
  return {
    name: name?.trim() ?? '',
    description: description?.trim() || null,
    unit: unit?.trim() || null,
    // A blank cost is sent as is and refused by the server ('Error saving service').
    unitCost: unitCost ?? Number.NaN,
    // The whole list, as shown: the server trims each phrase and checks them.
    aliases: aliases ?? [],
  };
}

/** The service dialog, mounted while open: 'Service Details', 'Edit Service' and 'Add New Service'. */
export function ServiceDialog({ catalogId, state, onChange, onClose: close }: ServiceDialogProps) {
  const [form] = Form.useForm<ServiceFormValues>();
  const { save, remove, saving, deleting } = useServiceActions(catalogId);
  const editing = state.mode === 'edit' ? state.service : undefined;

  const submit = async (values: ServiceFormValues) => {
    if (await save(toInput(values), editing?.id)) close();
  };

  const footer = recordDialogFooter({
    mode: state.mode,
    addLabel: 'Add Service',
    saving,
    deleting,
    onClose: close,
    onEdit: () => state.mode === 'view' && onChange({ mode: 'edit', service: state.service }),
    onSave: () => form.submit(),
    onDelete: async () => {
      if (state.mode === 'view' && (await remove(state.service))) close();
    },
  });

  return (
    <Modal open title={TITLES[state.mode]} footer={footer} onCancel={close}>
      {state.mode === 'view' ? (
        <ServiceDetails service={state.service} />
      ) : (
        <ServiceForm form={form} initialValues={editing} onFinish={submit} />
      )}
    </Modal>
  );
}
