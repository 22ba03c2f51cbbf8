import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { SetPasswordPage } from './set-password-page';

afterEach(() => {
  act(() => toast.dismiss());
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/set-password" element={<SetPasswordPage />} />
      <Route path="/reset-password" element={<SetPasswordPage purpose="reset" />} />
      <Route path="/login" element={<h1>Sign in page</h1>} />
    </Routes>,
    { route },
  );
}

/** The labelled fields, in the order they appear on the page. */
const fieldLabels = () => Array.from(document.querySelectorAll('label'), (label) => label.textContent);

describe('SetPasswordPage', () => {
  // First in the file: the new-password field's code is then still loading, as on a first visit.
  it('asks for the new password first, then its confirmation, also while the field is loading', async () => {
    renderAt('/set-password?token=abc-123');
    const [firstWhileLoading] = fieldLabels();
    expect([undefined, 'New password']).toContain(firstWhileLoading);
    // A click on the button before the fields are there would send an empty form: it comes with them.
    expect(screen.queryByRole('button', { name: 'Set Password' }) !== null).toBe(
      firstWhileLoading !== undefined,
    );

    await screen.findByLabelText('New password');
    expect(fieldLabels()).toEqual(['New password', 'Confirm password']);
  });

  it('sets the password with the token from the link, then goes to sign-in with a toast', async () => {
    const api = stubFetch({ 'POST /api/auth/set-password': { status: 204 } });
    const { user } = renderAt('/set-password?token=abc-123');
    // The field (with its strength meter) loads beside the page.
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/set-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough-1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been set. Please sign in.')).toBeInTheDocument();
    expect(await api.callsTo('POST /api/auth/set-password')[0]?.json()).toEqual({
      token: 'abc-123',
      password: 'long-enough-1',
    });
  });

  it("shows the server's reason when the link is used up or expired", async () => {
    const error = 'This link has expired. Ask an administrator to send you a new invitation.';
    stubFetch({ 'POST /api/auth/set-password': { status: 400, body: { error } } });
    const { user } = renderAt('/set-password?token=old');
    await user.type(await screen.findByLabelText('New password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(error)).toBeInTheDocument();
  });

  it('explains a link without a token', () => {
    renderAt('/set-password');
    expect(screen.getByText('This link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for a new password on a reset link, and sets it the same way', async () => {
    const api = stubFetch({ 'POST /api/auth/set-password': { status: 204 } });
    const { user } = renderAt('/reset-password?token=reset-1');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pw-2');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pw-2');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(await api.callsTo('POST /api/auth/set-password')[0]?.json()).toEqual({
      token: 'reset-1',
      password: 'brand-new-pw-2',
    });
  });

  it('points a reset link without a token to "Forgot password?"', () => {
    renderAt('/reset-password');
    expect(screen.getByText(/ask for a new one with "Forgot password\?"/)).toBeInTheDocument();
  });
});
