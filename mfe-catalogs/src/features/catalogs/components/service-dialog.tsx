import { Form, Modal } from 'antd';
import { parseDecimal, type Service } from 'shared-api';
import { recordDialogFooter, useFocusReturn } from 'shared-ui';
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
    unitCost: parseDecimal(unitCost ?? ''),
    // The whole list, as shown: the server trims each phrase and checks them.
    aliases: aliases ?? [],
  };
}

/** A stored service as the form shows it: its cost in cents ("95.50"). */
function toFormValues({ name, description, unit, unitCost, aliases }: Service): ServiceFormValues {
  return { name, description, unit, unitCost: unitCost.toFixed(2), aliases };
}

/** The service dialog, mounted while open: 'Service Details', 'Edit Service' and 'Add New Service'. */
export function ServiceDialog({ catalogId, state, onChange, onClose: close }: ServiceDialogProps) {
  useFocusReturn();
  const [form] = Form.useForm<ServiceFormValues>();
  const { save, remove, saving, deleting } = useServiceActions(catalogId);
  const editing = state.mode === 'edit' ? state.service : undefined;

  const submit = async (values: ServiceFormValues) => {
    const outcome = await save(toInput(values), editing?.id);
    if (outcome.saved) close();
    // Refused: the dialog stays with what was typed, each named field showing the server's reason.
    else form.setFields(outcome.fieldErrors.map(([name, message]) => ({ name, errors: [message] })));
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
        <ServiceForm form={form} initialValues={editing && toFormValues(editing)} onFinish={submit} />
      )}
    </Modal>
  );
}
