import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { type LoginResponse, setApiBaseUrl, setGoogleSignIn } from 'shared-api';
import { toast } from 'shared-ui';
import { deferred, renderWithProviders, type StubReply, stubFetch } from 'shared-ui/test-support';
import { LoginPage } from './login-page';

const loginResponse: LoginResponse = {
  sessionId: 'session-abc',
  user: { id: 'user-1', name: 'Ada Lovelace', email: 'ada@acme.test', role: 'USER' },
  tenant: { id: 'tenant-1', name: 'Acme Plumbing' },
};

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>Dashboard screen</p>} />
      <Route path="/customers/:id" element={<p>Customer screen</p>} />
      <Route path="/forgot-password" element={<p>Forgot password screen</p>} />
    </Routes>,
    { route },
  );
}

async function signIn(user: ReturnType<typeof renderLogin>['user']) {
  // Pasting keeps the suite fast: one input event per field instead of one per key.
  await user.click(screen.getByLabelText('Email'));
  await user.paste('ada@acme.test');
  await user.click(screen.getByLabelText('Password'));
  await user.paste('correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  act(() => toast.dismiss());
  localStorage.clear();
});

describe('LoginPage', () => {
  it('asks for an email and a password, both required, the email as an email field', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('does not submit while the password is empty or the email is not an address', async () => {
    const api = stubFetch();
    const { user } = renderLogin();
    await user.click(screen.getByLabelText('Email'));
    await user.paste('not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('writes what is wrong under each field, read with it, and puts the cursor in the first one', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.paste('not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it("reads 'Signing in...' while the sign-in is pending", async () => {
    const answer = deferred<StubReply>();
    stubFetch({ 'POST /api/auth/login': () => answer.promise });
    const { user } = renderLogin();
    await signIn(user);

    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();

    answer.resolve({ body: loginResponse });
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('sends the credentials, stores the session and goes to /dashboard on success', async () => {
    const api = stubFetch({ 'POST /api/auth/login': { body: loginResponse } });
    const { user } = renderLogin();
    await signIn(user);

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    const [request] = api.callsTo('POST /api/auth/login');
    expect(await request?.json()).toEqual({ email: 'ada@acme.test', password: 'correct horse' });
    expect(JSON.parse(localStorage.getItem('session') ?? 'null')).toEqual({
      sessionId: 'session-abc',
      user: { name: 'Ada Lovelace', email: 'ada@acme.test' },
      tenant: { id: 'tenant-1', name: 'Acme Plumbing' },
    });
  });

  it('clears the API cache of the signed-out visit once signed in', async () => {
    stubFetch({ 'POST /api/auth/login': { body: loginResponse } });
    const { user, store } = renderLogin();
    await signIn(user);
    await screen.findByText('Dashboard screen');
    expect(store.getState().api.mutations).toEqual({});
  });

  it("toasts the server's error and stays on the page when the sign-in fails", async () => {
    stubFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    const { user } = renderLogin();
    await signIn(user);

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    // The toast may draw before the button's label comes back from 'Signing in...'.
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument();
    expect(localStorage.getItem('session')).toBeNull();
  });

  it("toasts 'Login failed' when the server gives no error text", async () => {
    stubFetch({ 'POST /api/auth/login': { status: 500, body: {} } });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it("offers 'Forgot password?', which opens the forgot-password page", async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Forgot password screen')).toBeInTheDocument();
  });

  it('shows no Google button when the server has Google not set up', () => {
    renderLogin();
    expect(screen.queryByRole('link', { name: /Sign in with Google/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});

describe('LoginPage with Google set up', () => {
  beforeEach(() => setGoogleSignIn(true));
  afterEach(() => {
    setGoogleSignIn(undefined);
    setApiBaseUrl(undefined);
  });

  it("links 'Sign in with Google' to the backend's /api/auth/google", () => {
    renderLogin();
    const google = screen.getByRole('link', { name: /Sign in with Google/ });
    expect(google).toHaveAttribute('href', '/api/auth/google');
  });

  it('sends Google sign-in to the API host when the API lives elsewhere', () => {
    setApiBaseUrl('https://api.quotedesk.test');
    renderLogin();
    expect(screen.getByRole('link', { name: /Sign in with Google/ })).toHaveAttribute(
      'href',
      'https://api.quotedesk.test/api/auth/google',
    );
  });

  it('says the session ended when it did, and returns to the page the user was on after signing in', async () => {
    stubFetch({ 'POST /api/auth/login': { body: loginResponse } });
    const { user } = renderLogin('/login?next=%2Fcustomers%2F42&reason=session-ended');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has ended. Sign in again to go on where you left off.',
    );
    await signIn(user);
    expect(await screen.findByText('Customer screen')).toBeInTheDocument();
  });

  it('shows no session message on an ordinary visit', () => {
    renderLogin();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
