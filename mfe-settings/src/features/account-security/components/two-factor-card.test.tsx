import { act, screen, within } from '@testing-library/react';
import { useGetMeQuery } from 'shared-api';
import { toast } from 'shared-ui';
import { aUser, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { AccountSecurityCards } from './account-security-cards';

const ME = 'GET /api/users/me';
const DISABLE = 'POST /api/auth/2fa/disable';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

/** The security cards of the signed-in user, as User Settings shows them (kept current with GET /api/users/me). */
function SecurityCards() {
  const { data: me } = useGetMeQuery();
  return me ? <AccountSecurityCards user={me} /> : null;
}

/** Renders the cards; answers the two-factor one. */
async function renderSettings() {
  const rendered = renderWithProviders(<SecurityCards />, { route: '/user-settings' });
  const title = await screen.findByText('Two-factor sign-in', { selector: '.ant-card-head-title' });
  const card = title.closest('.ant-card') as HTMLElement;
  return { ...rendered, card };
}

describe('turning two-factor sign-in off in User Settings', () => {
  it('asks for the password and a code, says the other sessions ended, then offers to set it up again', async () => {
    let enabled = true;
    const api = stubFetch({
      [ME]: () => ({ body: aUser({ twoFactorEnabled: enabled }) }),
      'GET /api/auth/sessions': { body: [] },
      [DISABLE]: () => {
        enabled = false;
        return { status: 204 };
      },
    });
    const { user, card } = await renderSettings();
    await within(card).findByText('Two-factor sign-in is on.');

    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await user.type(within(card).getByLabelText('Current password'), 'my long passphrase');
    await user.type(within(card).getByLabelText('Authentication code'), '123 456');
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(
      await screen.findByText('Two-factor sign-in is off. Your other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(await api.callsTo(DISABLE)[0]?.json()).toEqual({
      currentPassword: 'my long passphrase',
      code: '123 456',
    });
    expect(
      await within(card).findByRole('button', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason and keeps what was typed when it is refused", async () => {
    const reason =
      'Your organization requires two-factor sign-in, so it cannot be turned off. Ask an administrator.';
    stubFetch({
      [ME]: { body: aUser({ twoFactorEnabled: true }) },
      'GET /api/auth/sessions': { body: [] },
      [DISABLE]: { status: 409, body: { error: reason } },
    });
    const { user, card } = await renderSettings();
    await user.click(await within(card).findByRole('button', { name: 'Turn off two-factor sign-in' }));
    await user.type(within(card).getByLabelText('Current password'), 'my long passphrase');
    await user.type(within(card).getByLabelText('Authentication code'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(within(card).getByLabelText('Current password')).toHaveValue('my long passphrase');
    expect(within(card).getByLabelText('Authentication code')).toHaveValue('123456');
    expect(within(card).getByText('Two-factor sign-in is on.')).toBeInTheDocument();
  });

  it('sends nothing without both, and Cancel puts the form away', async () => {
    const api = stubFetch({
      [ME]: { body: aUser({ twoFactorEnabled: true }) },
      'GET /api/auth/sessions': { body: [] },
    });
    const { user, card } = await renderSettings();
    await user.click(await within(card).findByRole('button', { name: 'Turn off two-factor sign-in' }));
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(card).findByText('Enter your current password')).toBeInTheDocument();
    expect(within(card).getByText('Enter the code')).toBeInTheDocument();
    expect(api.callsTo(DISABLE)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it("offers no way to turn it off when the user's organization requires it", async () => {
    stubFetch({
      [ME]: { body: aUser({ twoFactorEnabled: true, twoFactorRequired: true }) },
      'GET /api/auth/sessions': { body: [] },
    });
    const { card } = await renderSettings();
    expect(
      await within(card).findByText('Your organization requires two-factor sign-in, so it stays on.'),
    ).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Turn off two-factor sign-in' }),
    ).not.toBeInTheDocument();
  });
});
