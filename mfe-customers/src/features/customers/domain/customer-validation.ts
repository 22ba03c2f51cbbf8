import type { CustomerStatus } from 'shared-api';

/** The customer form's values: its 13 fields, as the inputs hold them. */
export interface CustomerFormValues {
  name: string;
  status: string;
  email: string;
  phone: string;
  website: string;
  industry: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  source: string;
  notes: string;
}

export type CustomerFormErrors = Partial<Record<keyof CustomerFormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The company name is required; an email, if given, must look like an address. */
export function validateCustomer(values: Pick<CustomerFormValues, 'name' | 'email'>): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  if (!values.name.trim()) errors.name = 'Company name is required';
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) errors.email = 'Invalid email format';
  return errors;
}

/** The form's status choices; a stored CONTACTED or QUOTED is offered too, so it shows truthfully. */
export const FORM_STATUSES = [
  'LEAD',
  'PROSPECT',
  'ACTIVE',
  'INACTIVE',
  'LOST',
] as const satisfies readonly CustomerStatus[];

export function statusOptions(current: string | null | undefined): string[] {
  const statuses: string[] = [...FORM_STATUSES];
  if (current && !statuses.includes(current)) statuses.push(current);
  return statuses;
}
