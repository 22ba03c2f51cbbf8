export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  isPrimary: boolean;
  /** '' until a customer is picked. */
  customerId: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A customer is required. A name (the server requires one) and a well-formed email, if any, too. */
export function validateContact(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.customerId) errors.customerId = 'Customer is required.';
  if (!values.name.trim()) errors.name = 'Contact name is required';
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) errors.email = 'Invalid email format';
  return errors;
}
