import { Form, type FormInstance, Input, Select } from 'antd';
import { MAX_ALIAS_LENGTH, MAX_SERVICE_ALIASES } from 'shared-api';
import { SERVICE_RULES } from '../catalog-rules';

export interface ServiceFormValues {
  name?: string;
  description?: string | null;
  unit?: string | null;
  /** As typed: parsed as a decimal number when saved. */
  unitCost?: string;
  aliases?: string[];
}

interface ServiceFormProps {
  form: FormInstance<ServiceFormValues>;
  initialValues?: ServiceFormValues;
  onFinish: (values: ServiceFormValues) => void;
}

const ALIASES_HELP =
  'Other words customers use for this service, so AI quotes recognise them. Press Enter after each phrase ' +
  `(up to ${MAX_SERVICE_ALIASES}, ${MAX_ALIAS_LENGTH} characters each).`;

/**
 * The service fields: Name, Description, Unit, Unit Cost (typed as text, parsed as a decimal number) and "Also
 * known as" (phrases typed as tags; the server checks them). Each field shows its own error under it.
 */
export function ServiceForm({ form, initialValues, onFinish }: ServiceFormProps) {
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} name="service">
      <Form.Item name="name" label="Name" rules={SERVICE_RULES.name}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={SERVICE_RULES.description}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="unit" label="Unit" rules={SERVICE_RULES.unit}>
        <Input placeholder="e.g. per hour" />
      </Form.Item>
      <Form.Item name="unitCost" label="Unit Cost" rules={SERVICE_RULES.unitCost}>
        <Input prefix="$" inputMode="decimal" placeholder="0.00" />
      </Form.Item>
      <Form.Item name="aliases" label="Also known as" extra={ALIASES_HELP}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',']}
          maxCount={MAX_SERVICE_ALIASES}
          placeholder="Words your customers use, e.g. leaky tap"
        />
      </Form.Item>
    </Form>
  );
}
