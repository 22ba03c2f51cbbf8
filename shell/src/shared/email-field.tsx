import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { EMAIL_CHECKS } from './email-checks';

/** The email a user signs in with, in an antd form, checked as the sign-in page checks it (spec: Login). */
export function EmailField() {
  return (
    <Form.Item
      label="Email"
      name="email"
      rules={[
        { required: true, message: EMAIL_CHECKS.valueMissing },
        { type: 'email', message: EMAIL_CHECKS.typeMismatch },
      ]}
    >
      <Input type="email" autoComplete="username" required autoFocus />
    </Form.Item>
  );
}
