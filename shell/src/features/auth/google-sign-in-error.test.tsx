import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { toast } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/test-support';
import { googleSignInErrorText, useGoogleSignInError } from './google-sign-in-error';

function LoginHost() {
  useGoogleSignInError();
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

afterEach(() => act(() => toast.dismiss()));

describe('googleSignInErrorText', () => {
  it('knows the codes the server sends back and nothing else', () => {
    expect(googleSignInErrorText('google_unknown_user')).toMatch(/No account uses this Google email address/);
    expect(googleSignInErrorText('google_failed')).toBe('Google sign-in failed. Please try again.');
    expect(googleSignInErrorText('google_not_configured')).toBe(
      'Google sign-in is not set up on this server. Please sign in with your email and password.',
    );
    expect(googleSignInErrorText('Call 555-0100 to unlock your account')).toBeNull();
    expect(googleSignInErrorText(null)).toBeNull();
  });
});

describe('useGoogleSignInError', () => {
  it('toasts a refused Google sign-in and clears the code from the address', async () => {
    renderWithProviders(<LoginHost />, { route: '/login?error=google_unknown_user' });
    expect(await screen.findByText(/No account uses this Google email address/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows nothing for an unknown code', async () => {
    const error = jest.spyOn(toast, 'error');
    renderWithProviders(<LoginHost />, { route: '/login?error=whatever' });
    await act(async () => {});
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
