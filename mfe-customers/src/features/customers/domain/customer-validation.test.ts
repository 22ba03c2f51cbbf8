import { statusOptions, validateCustomer } from './customer-validation';

describe('validateCustomer', () => {
  it('requires a company name that is not blank', () => {
    expect(validateCustomer({ name: '', email: '' })).toEqual({ name: 'Company name is required' });
    expect(validateCustomer({ name: '   ', email: '' })).toEqual({ name: 'Company name is required' });
  });

  it.each(['jane', 'jane@', 'jane@example', 'jane doe@example.com'])('refuses the email %p', (email) => {
    expect(validateCustomer({ name: 'Acme', email })).toEqual({ email: 'Invalid email format' });
  });

  it('accepts a name with a blank or well-formed email', () => {
    expect(validateCustomer({ name: 'Acme', email: '' })).toEqual({});
    expect(validateCustomer({ name: 'Acme', email: ' jane@example.com ' })).toEqual({});
  });
});

describe('statusOptions', () => {
  it('offers the five form statuses, plus a stored pipeline status so it shows truthfully', () => {
    expect(statusOptions(undefined)).toEqual(['LEAD', 'PROSPECT', 'ACTIVE', 'INACTIVE', 'LOST']);
    expect(statusOptions('ACTIVE')).toEqual(['LEAD', 'PROSPECT', 'ACTIVE', 'INACTIVE', 'LOST']);
    expect(statusOptions('QUOTED')).toEqual(['LEAD', 'PROSPECT', 'ACTIVE', 'INACTIVE', 'LOST', 'QUOTED']);
  });
});
