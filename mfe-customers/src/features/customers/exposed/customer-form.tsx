import type { CustomerFormProps } from 'shared-api';
import { CustomerForm } from '../components/customer-form';

/** `mfe_customers/CustomerForm`: the customer form for other remotes (e.g. Add Customer from a message). */
export default function ExposedCustomerForm(props: CustomerFormProps) {
  return <CustomerForm {...props} />;
}
