import { Form, Input } from 'antd';

/** The password asked again before a change to the account's credentials (its field is `currentPassword`). */
export function CurrentPasswordField() {
  return (
    <Form.Item
      label="Current password"
      name="currentPassword"
      rules={[{ required: true, message: 'Enter your current password' }]}
    >
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}
