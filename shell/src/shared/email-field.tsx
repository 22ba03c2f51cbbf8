import Form from 'antd/es/form';
import Input from 'antd/es/input';

/** The email a user signs in with, checked as the sign-in page checks it (spec: Login). */
export function EmailField() {
  return (
    <Form.Item
      label="Email"
      name="email"
      rules={[
        { required: true, message: 'Please enter your email' },
        { type: 'email', message: 'Please enter a valid email address' },
      ]}
    >
      <Input type="email" autoComplete="username" required autoFocus />
    </Form.Item>
  );
}
