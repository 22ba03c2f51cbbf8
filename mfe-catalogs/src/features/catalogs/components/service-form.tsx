import { Form, type FormInstance, Input, InputNumber, Select } from 'antd';
import { MAX_ALIAS_LENGTH, MAX_SERVICE_ALIASES } from 'shared-api';

export interface ServiceFormValues {
  name?: string;
  description?: string | null;
  unit?: string | null;
  unitCost?: number | null;
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
 * The service fields: Name, Description, Unit, Unit Cost (parsed as a decimal number) and "Also known as"
 * (phrases typed as tags; the server checks them).
 */
export function ServiceForm({ form, initialValues, onFinish }: ServiceFormProps) {
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} name="service">
      <Form.Item name="name" label="Name">
        <Input maxLength={200} autoFocus />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="unit" label="Unit">
        <Input maxLength={100} placeholder="e.g. per hour" />
      </Form.Item>
      <Form.Item name="unitCost" label="Unit Cost">
        <InputNumber<number>
          min={0}
          step={0.01}
          precision={2}
          prefix="$"
          inputMode="decimal"
          style={{ width: '100%' }}
        />
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
