import { Form, Input, Modal } from 'antd';
import { type Catalog, errorMessage } from 'shared-api';
import { toast, useFocusReturn } from 'shared-ui';
import { useCreateCatalogMutation, useUpdateCatalogMutation } from '../api/catalogs-api';
import { CATALOG_RULES } from '../catalog-rules';

interface CatalogDialogProps {
  tenantId: string;
  /** The catalog to edit; without one, the dialog creates a new catalog. */
  catalog?: Catalog;
  onClose: () => void;
  onSaved: (catalogId: string) => void;
}

interface CatalogFormValues {
  name?: string;
  description?: string | null;
}

/** Each mode's words; editing has the same fields, rules and kind of toasts as creating. */
const MODES = {
  create: {
    title: 'New Catalog',
    okText: 'Create Catalog',
    saved: 'Catalog created successfully',
    failed: 'Failed to create catalog',
  },
  edit: {
    title: 'Edit Catalog',
    okText: 'Save Changes',
    saved: 'Catalog updated successfully',
    failed: 'Failed to update catalog',
  },
} as const;

/**
 * 'New Catalog' and 'Edit Catalog' (mounted while open, so each opening starts from the catalog or empty):
 * Catalog Name* (not blank after trimming) and Description.
 */
export function CatalogDialog({ tenantId, catalog, onClose, onSaved }: CatalogDialogProps) {
  useFocusReturn();
  const [form] = Form.useForm<CatalogFormValues>();
  const [createCatalog, created] = useCreateCatalogMutation();
  const [updateCatalog, updated] = useUpdateCatalogMutation();
  const mode = MODES[catalog ? 'edit' : 'create'];

  const submit = async ({ name = '', description }: CatalogFormValues) => {
    const fields = { name: name.trim(), description: description?.trim() || null };
    try {
      const saved = catalog
        ? await updateCatalog({ id: catalog.id, ...fields }).unwrap()
        : await createCatalog({ ...fields, tenantId }).unwrap();
      toast.success(mode.saved);
      onSaved(saved.id);
    } catch (error) {
      console.error(mode.failed, errorMessage(error, ''));
      toast.error(mode.failed);
    }
  };

  return (
    <Modal
      open
      title={mode.title}
      okText={mode.okText}
      confirmLoading={created.isLoading || updated.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={catalog && { name: catalog.name, description: catalog.description }}
        requiredMark
      >
        <Form.Item name="name" label="Catalog Name" rules={CATALOG_RULES.name}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={CATALOG_RULES.description}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
