import { validateContact } from './contact-validation';

const valid = { name: 'Jane Roe', email: '', phone: '', isPrimary: false, customerId: 'c-1' };

describe('validateContact', () => {
  it('accepts a named contact of a customer', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, email: 'jane@example.com' })).toEqual({});
  });

  it("requires a customer: 'Customer is required.'", () => {
    expect(validateContact({ ...valid, customerId: '' })).toEqual({ customerId: 'Customer is required.' });
  });

  it('requires a name and a well-formed email if one is given', () => {
    expect(validateContact({ ...valid, name: '  ', email: 'nope' })).toEqual({
      name: 'Contact name is required',
      email: 'Invalid email format',
    });
  });
});
