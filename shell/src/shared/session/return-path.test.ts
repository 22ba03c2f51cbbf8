import { pathAfterSignIn, signInPathFrom } from './return-path';

describe('signInPathFrom', () => {
  it('remembers the page and its query, and why the sign-in opened', () => {
    expect(signInPathFrom({ pathname: '/customers/42', search: '?tab=notes' }, true)).toBe(
      '/login?next=%2Fcustomers%2F42%3Ftab%3Dnotes&reason=session-ended',
    );
    expect(signInPathFrom({ pathname: '/catalogs', search: '' }, false)).toBe('/login?next=%2Fcatalogs');
  });
});

describe('pathAfterSignIn', () => {
  const after = (query: string) => pathAfterSignIn(new URLSearchParams(query));

  it('returns to the remembered page', () => {
    expect(after('next=%2Fcustomers%2F42%3Ftab%3Dnotes')).toBe('/customers/42?tab=notes');
  });

  it('goes to the dashboard without a remembered page', () => {
    expect(after('')).toBe('/dashboard');
  });

  it('never leaves the app or loops back to the sign-in', () => {
    for (const next of [
      'https://evil.test',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/login',
    ]) {
      expect(after(new URLSearchParams({ next }).toString())).toBe('/dashboard');
    }
  });
});
