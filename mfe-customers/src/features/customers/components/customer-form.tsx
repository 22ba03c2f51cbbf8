import { Form, Input, Modal, Select } from 'antd';
import { type ChangeEvent, useState } from 'react';
import type { CustomerFormProps, CustomerWithFigures } from 'shared-api';
import { toast, useFocusReturn } from 'shared-ui';
import { useCreateCustomerMutation, useUpdateCustomerMutation } from '../api/customers-api';
import {
  type CustomerFormErrors,
  type CustomerFormValues,
  statusOptions,
  validateCustomer,
} from '../domain/customer-validation';
import { useSessionIds } from '../hooks/use-session-ids';

const FIELD_LABELS: Record<Exclude<keyof CustomerFormValues, 'name' | 'status' | 'notes'>, string> = {
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  industry: 'Industry',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal Code',
  country: 'Country',
  source: 'Source',
};

function initialValues({
  customer,
  prefill,
}: Pick<CustomerFormProps, 'customer' | 'prefill'>): CustomerFormValues {
  const from: Partial<Record<keyof CustomerFormValues, string | null>> = customer ?? {
    name: prefill?.name,
    email: prefill?.email,
    phone: prefill?.phone,
  };
  const text = (field: keyof CustomerFormValues) => from[field] ?? '';
  return {
    name: text('name'),
    status: customer?.status ?? 'LEAD',
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    industry: text('industry'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postalCode'),
    country: text('country'),
    source: text('source'),
    notes: text('notes'),
  };
}

/**
 * Two columns where the dialog is wide enough, one where it is not (a narrow window, text zoomed). A grid gap,
 * not antd's Row gutter, whose negative margins make the fields 8 px wider than the dialog's body.
 */
const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  columnGap: 16,
} as const;

/** Blank inputs are sent as null, so a cleared field is cleared on the server too. */
function toRequest(values: CustomerFormValues) {
  const blankToNull = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    status: values.status as CustomerWithFigures['status'],
    email: blankToNull(values.email),
    phone: blankToNull(values.phone),
    website: blankToNull(values.website),
    industry: blankToNull(values.industry),
    address: blankToNull(values.address),
    city: blankToNull(values.city),
    state: blankToNull(values.state),
    postalCode: blankToNull(values.postalCode),
    country: blankToNull(values.country),
    source: blankToNull(values.source),
    notes: blankToNull(values.notes),
  };
}

/**
 * The customer form (docs/product-rules.md#customer-form) in its own modal: add (no `customer`) or edit.
 * Exposed to other remotes as `./CustomerForm`, so it relies only on the shared store, antd and shared-ui.
 */
export function CustomerForm({ open, ...props }: CustomerFormProps) {
  // Mounted only while open: every opening starts from the customer's (or the prefill's) values.
  return open ? <CustomerFormModal {...props} /> : null;
}

function CustomerFormModal({ customer, prefill, onClose, onSaved }: Omit<CustomerFormProps, 'open'>) {
  const [values, setValues] = useState(() => initialValues({ customer, prefill }));
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const { tenantId, userId } = useSessionIds();
  const [createCustomer, created] = useCreateCustomerMutation();
  const [updateCustomer, updated] = useUpdateCustomerMutation();
  useFocusReturn();

  const set = (field: keyof CustomerFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error clears as soon as its field is edited.
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const onInput =
    (field: keyof CustomerFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value);

  const submit = async () => {
    const found = validateCustomer(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error('Please fix the errors before submitting');
      return;
    }
    try {
      const body = { ...toRequest(values), tenantId, userId };
      const saved = customer
        ? await updateCustomer({ ...body, id: customer.id }).unwrap()
        : await createCustomer(body).unwrap();
      toast.success(customer ? 'Customer updated successfully' : 'Customer added successfully');
      onSaved(saved);
      onClose();
    } catch (error) {
      console.error('Failed to save customer', error);
      toast.error('Failed to save customer');
    }
  };

  const fieldError = (field: keyof CustomerFormValues) =>
    errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {};

  return (
    <Modal
      open
      title={customer ? 'Edit Customer' : 'Add Customer'}
      okText={customer ? 'Save Changes' : 'Add Customer'}
      onOk={submit}
      confirmLoading={created.isLoading || updated.isLoading}
      onCancel={onClose}
      width={720}
    >
      <Form layout="vertical" component="div">
        <div style={FIELD_GRID}>
          <Form.Item label="Company Name" required htmlFor="customer-name" {...fieldError('name')}>
            <Input
              id="customer-name"
              value={values.name}
              onChange={onInput('name')}
              maxLength={200}
              autoFocus
            />
          </Form.Item>
          <Form.Item label="Status" htmlFor="customer-status">
            <Select
              id="customer-status"
              value={values.status}
              onChange={(status: string) => set('status', status)}
              options={statusOptions(customer?.status).map((status) => ({ value: status, label: status }))}
            />
          </Form.Item>
          {(Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]).map((field) => (
            <Form.Item
              key={field}
              label={FIELD_LABELS[field]}
              htmlFor={`customer-${field}`}
              {...fieldError(field)}
            >
              <Input
                id={`customer-${field}`}
                value={values[field]}
                onChange={onInput(field)}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                maxLength={500}
              />
            </Form.Item>
          ))}
          <Form.Item label="Notes" htmlFor="customer-notes" style={{ gridColumn: '1 / -1' }}>
            <Input.TextArea id="customer-notes" value={values.notes} onChange={onInput('notes')} rows={3} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
