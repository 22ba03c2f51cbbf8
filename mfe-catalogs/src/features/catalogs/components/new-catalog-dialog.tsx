import { Form, Input, Modal } from 'antd';
import { errorMessage } from 'shared-api';
import { toast } from 'shared-ui';
import { useCreateCatalogMutation } from '../api/catalogs-api';

interface NewCatalogDialogProps {
  tenantId: string;
  onClose: () => void;
  onCreated: (catalogId: string) => void;
}

interface NewCatalogValues {
  name?: string;
  description?: string;
}

/** 'New Catalog' (mounted while open, so each opening starts empty): Catalog Name* (not blank after trimming) and Description. */
export function NewCatalogDialog({ tenantId, onClose, onCreated }: NewCatalogDialogProps) {
  const [form] = Form.useForm<NewCatalogValues>();
  const [createCatalog, { isLoading }] = useCreateCatalogMutation();

  const submit = async ({ name = '', description = '' }: NewCatalogValues) => {
    try {
      const catalog = await createCatalog({
        name: name.trim(),
        description: description.trim() || null,
        tenantId,
      }).unwrap();
      toast.success('Catalog created successfully');
      onCreated(catalog.id);
    } catch (error) {
      console.error('Failed to create catalog', errorMessage(error, ''));
      toast.error('Failed to create catalog');
    }
  };

  return (
    <Modal
      open
      title="New Catalog"
      okText="Create Catalog"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="name"
          label="Catalog Name"
          rules={[{ required: true, whitespace: true, message: 'Please enter a catalog name' }]}
        >
          <Input autoFocus maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
