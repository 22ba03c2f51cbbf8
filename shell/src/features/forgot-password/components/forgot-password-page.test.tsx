import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'shared-ui';
import { deferred, renderWithProviders, type StubReply, stubFetch } from 'shared-ui/test-support';
import { ForgotPasswordPage } from './forgot-password-page';

const FORGOT = 'POST /api/auth/forgot-password';

afterEach(() => {
  act(() => toast.dismiss());
});

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/login" element={<h1>Sign in page</h1>} />
    </Routes>,
    { route: '/forgot-password' },
  );
}

async function ask(user: ReturnType<typeof renderPage>['user'], email = 'ada@acme.test') {
  await user.click(screen.getByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it('sends the email and says a link is on its way when the server mails', async () => {
    const answer = deferred<StubReply>();
    const api = stubFetch({ [FORGOT]: () => answer.promise });
    const { user } = renderPage();
    await ask(user);
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();

    answer.resolve({ status: 202, body: { mailConfigured: true } });
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText(/If an account uses ada@acme\.test, a link/)).toBeInTheDocument();
    expect(await api.callsTo(FORGOT)[0]?.json()).toEqual({ email: 'ada@acme.test' });
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('tells the user to ask an administrator when the server sends no mail', async () => {
    stubFetch({ [FORGOT]: { status: 202, body: { mailConfigured: false } } });
    const { user } = renderPage();
    await ask(user);
    expect(await screen.findByText('Ask an administrator')).toBeInTheDocument();
    expect(
      screen.getByText(/Ask an administrator of your company for a password reset link/),
    ).toBeInTheDocument();
  });

  it("toasts the server's error and keeps what was typed", async () => {
    const error = 'Too many reset requests. Please wait and try again.';
    stubFetch({ [FORGOT]: { status: 429, body: { error } } });
    const { user } = renderPage();
    await ask(user);
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@acme.test');
  });

  it('does not send an email that is not an address', async () => {
    const api = stubFetch();
    const { user } = renderPage();
    await ask(user, 'not-an-address');
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
