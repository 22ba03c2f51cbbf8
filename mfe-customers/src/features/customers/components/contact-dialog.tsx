import { Checkbox, Descriptions, Form, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { type Contact, type ContactDialogMode, type ContactDialogProps, skipToken } from 'shared-api';
import { recordDialogFooter, toast, useConfirm, useFocusReturn } from 'shared-ui';
import { SEARCH_MATCHES, SearchSelect } from 'shared-ui/search-select';
import {
  useCreateCustomerContactMutation,
  useDeleteCustomerContactMutation,
  useGetCustomerPagesInfiniteQuery,
  useUpdateCustomerContactMutation,
} from '../api/customers-api';
import {
  type ContactFormErrors,
  type ContactFormValues,
  validateContact,
} from '../domain/contact-validation';
import { useSessionIds } from '../hooks/use-session-ids';

const TITLES: Record<ContactDialogMode, string> = {
  view: 'Contact Details',
  edit: 'Edit Contact',
  add: 'New Contact',
};

/**
 * The contact dialog in its own modal: view, edit (from view via Edit) and add. Exposed to
 * other remotes as `./ContactDialog`, so it relies only on the shared store, antd and shared-ui.
 */
export function ContactDialog({ open, ...props }: ContactDialogProps) {
  return open ? <ContactDialogModal {...props} /> : null;
}

function ContactDialogModal({
  mode: initialMode,
  contact,
  customerId,
  prefill,
  onClose,
  onSaved,
  onDeleted,
}: Omit<ContactDialogProps, 'open'>) {
  useFocusReturn();
  const [mode, setMode] = useState<ContactDialogMode>(contact ? initialMode : 'add');
  const [values, setValues] = useState<ContactFormValues>(() => ({
    name: contact?.name ?? prefill?.name ?? '',
    email: contact?.email ?? prefill?.email ?? '',
    phone: contact?.phone ?? prefill?.phone ?? '',
    isPrimary: contact?.isPrimary ?? false,
    customerId: contact?.customerId ?? customerId ?? '',
  }));
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const confirm = useConfirm();
  const [createContact, created] = useCreateCustomerContactMutation();
  const [updateContact, updated] = useUpdateCustomerContactMutation();
  const [deleteContact, deleted] = useDeleteCustomerContactMutation();
  // The customer picker shows only when adding without a preset customer.
  const picksCustomer = mode === 'add' && !customerId;

  const set = <Field extends keyof ContactFormValues>(field: Field, value: ContactFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = async () => {
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: values.name.trim(),
      email: values.email.trim() || null,
      phone: values.phone.trim() || null,
      isPrimary: values.isPrimary,
      customerId: values.customerId,
    };
    try {
      const saved =
        mode === 'edit' && contact
          ? await updateContact({ ...body, id: contact.id }).unwrap()
          : await createContact(body).unwrap();
      toast.success(mode === 'edit' ? 'Contact updated' : 'Contact created');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      console.error('Error saving contact', error);
      toast.error('Error saving contact');
    }
  };

  const remove = async (target: Contact) => {
    if (
      !(await confirm({
        title: 'Are you sure you want to delete this contact?',
        okText: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await deleteContact({ id: target.id, customerId: target.customerId }).unwrap();
      toast.success('Contact deleted');
      onDeleted?.(target.id);
      onClose();
    } catch (error) {
      console.error('Failed to delete contact', error);
      toast.error('Failed to delete contact');
    }
  };

  const footer = recordDialogFooter({
    mode: mode === 'view' && !contact ? 'add' : mode,
    addLabel: 'Create Contact',
    saving: created.isLoading || updated.isLoading,
    deleting: deleted.isLoading,
    onClose,
    onEdit: () => setMode('edit'),
    onSave: save,
    onDelete: contact ? () => remove(contact) : undefined,
  });

  return (
    <Modal open title={TITLES[mode]} footer={footer} onCancel={onClose}>
      {mode === 'view' && contact ? (
        <ContactDetails contact={contact} />
      ) : (
        <Form layout="vertical" component="div">
          {picksCustomer && (
            <CustomerPicker
              value={values.customerId}
              error={errors.customerId}
              onChange={(id) => set('customerId', id)}
            />
          )}
          <Form.Item
            label="Name"
            required
            htmlFor="contact-name"
            validateStatus={errors.name ? 'error' : undefined}
            help={errors.name}
          >
            <Input
              id="contact-name"
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              autoFocus
            />
          </Form.Item>
          <Form.Item
            label="Email"
            htmlFor="contact-email"
            validateStatus={errors.email ? 'error' : undefined}
            help={errors.email}
          >
            <Input
              id="contact-email"
              type="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </Form.Item>
          <Form.Item label="Phone" htmlFor="contact-phone">
            <Input
              id="contact-phone"
              type="tel"
              value={values.phone}
              onChange={(e) => set('phone', e.target.value)}
            />
          </Form.Item>
          <Checkbox checked={values.isPrimary} onChange={(e) => set('isPrimary', e.target.checked)}>
            Primary contact
          </Checkbox>
        </Form>
      )}
    </Modal>
  );
}

function ContactDetails({ contact }: { contact: Contact }) {
  return (
    <Descriptions
      column={1}
      items={[
        { key: 'name', label: 'Name', children: contact.name },
        { key: 'email', label: 'Email', children: contact.email || '—' },
        { key: 'phone', label: 'Phone', children: contact.phone || '—' },
        {
          key: 'primary',
          label: 'Primary',
          children: contact.isPrimary ? <Tag color="blue">Primary</Tag> : 'No',
        },
      ]}
    />
  );
}

function CustomerPicker({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (customerId: string) => void;
}) {
  const { tenantId } = useSessionIds();
  const [search, setSearch] = useState('');
  const { currentData, isFetching } = useGetCustomerPagesInfiniteQuery(
    tenantId ? { tenantId, search, limit: SEARCH_MATCHES } : skipToken,
  );
  const matches = currentData?.pages[0]?.customers ?? [];
  return (
    <Form.Item
      label="Customer"
      required
      htmlFor="contact-customer"
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <SearchSelect
        id="contact-customer"
        placeholder="Search customers by name, email or industry"
        // Never an empty-string choice: an unpicked customer is no value at all.
        value={value || undefined}
        onChange={onChange}
        searching={isFetching}
        onSearch={setSearch}
        options={matches.map((customer) => ({ value: customer.id, label: customer.name }))}
      />
    </Form.Item>
  );
}
