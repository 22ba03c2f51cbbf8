import {
  apiUrl,
  getApiBaseUrl,
  isGoogleSignInAvailable,
  setApiBaseUrl,
  setGoogleSignIn,
} from './runtime-config';

describe('runtime API host', () => {
  afterEach(() => setApiBaseUrl(undefined));

  it('keeps server-relative paths same-origin when no API host is configured', () => {
    expect(getApiBaseUrl()).toBe('');
    expect(apiUrl('/api/session/current')).toBe('/api/session/current');
  });

  it('prefixes server-relative paths with the configured API host', () => {
    setApiBaseUrl('https://api.quotedesk.test');
    expect(apiUrl('/api/session/current')).toBe('https://api.quotedesk.test/api/session/current');
    expect(apiUrl('/uploads/logo.png')).toBe('https://api.quotedesk.test/uploads/logo.png');
  });

  it('adds the missing slash between the host and a path written without one', () => {
    setApiBaseUrl('https://api.quotedesk.test');
    expect(apiUrl('uploads/logo.png')).toBe('https://api.quotedesk.test/uploads/logo.png');
    setApiBaseUrl(undefined);
    expect(apiUrl('uploads/logo.png')).toBe('/uploads/logo.png');
  });

  it('drops trailing slashes from the configured host', () => {
    setApiBaseUrl('https://api.quotedesk.test//');
    expect(getApiBaseUrl()).toBe('https://api.quotedesk.test');
    expect(apiUrl('/api/users/me')).toBe('https://api.quotedesk.test/api/users/me');
  });

  it('leaves absolute URLs untouched', () => {
    setApiBaseUrl('https://api.quotedesk.test');
    expect(apiUrl('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(apiUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(apiUrl('blob:http://localhost/1234')).toBe('blob:http://localhost/1234');
  });

  it('goes back to same-origin when the host is cleared', () => {
    setApiBaseUrl('https://api.quotedesk.test');
    setApiBaseUrl(undefined);
    expect(getApiBaseUrl()).toBe('');
    expect(apiUrl('/api/auth/google')).toBe('/api/auth/google');
  });
});

describe('Google sign-in availability', () => {
  afterEach(() => setGoogleSignIn(undefined));

  it('is off until the runtime configuration says the server has Google set up', () => {
    expect(isGoogleSignInAvailable()).toBe(false);
    setGoogleSignIn(true);
    expect(isGoogleSignInAvailable()).toBe(true);
    setGoogleSignIn(undefined);
    expect(isGoogleSignInAvailable()).toBe(false);
  });
});
