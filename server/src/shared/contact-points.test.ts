import { displayNameOf, normalizeEmail, normalizePhone } from './contact-points';

describe('normalizeEmail', () => {
  it.each([
    ['Jane@Example.COM', 'jane@example.com'],
    ['  jane@example.com ', 'jane@example.com'],
    ['"Jane Roe" <Jane.Roe@Example.com>', 'jane.roe@example.com'],
    ['Jane Roe <jane@x.com>', 'jane@x.com'],
    ['<jane@x.com>', 'jane@x.com'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'not an address', 'Jane Roe'])('has no address in %p', (input) => {
    expect(normalizeEmail(input)).toBeNull();
  });
});

describe('displayNameOf', () => {
  it('takes the quoted or bare name before the address', () => {
    expect(displayNameOf('"Jane Roe" <jane@x.com>')).toBe('Jane Roe');
    expect(displayNameOf('Jane Roe <jane@x.com>')).toBe('Jane Roe');
  });

  it('is null for a bare address or an empty name', () => {
    expect(displayNameOf('jane@x.com')).toBeNull();
    expect(displayNameOf('"" <jane@x.com>')).toBeNull();
    expect(displayNameOf(null)).toBeNull();
  });
});

describe('normalizePhone', () => {
  it.each([
    ['(555) 201-0101', '+15552010101'],
    ['555-201-0101', '+15552010101'],
    ['555.201.0101', '+15552010101'],
    ['+1 555 201 0101', '+15552010101'],
    ['1-555-201-0101', '+15552010101'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('writes %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([null, '', '   ', 'call me', '12'])('rejects %p', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});
