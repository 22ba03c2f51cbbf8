import { Form, type FormInstance, Input, InputNumber } from 'antd';

export interface ServiceFormValues {
  name?: string;
  description?: string | null;
  unit?: string | null;
  unitCost?: number | null;
}

interface ServiceFormProps {
  form: FormInstance<ServiceFormValues>;
  initialValues?: ServiceFormValues;
  onFinish: (values: ServiceFormValues) => void;
}

/** The service fields: Name, Description, Unit and Unit Cost (parsed as a decimal number). */
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
    </Form>
  );
}
