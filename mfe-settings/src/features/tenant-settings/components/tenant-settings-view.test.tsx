import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Branding } from 'shared-api';
import { themeStore, toast } from 'shared-ui';
import { renderWithProviders, type StubHandler, stubFetch } from 'shared-ui/test-support';
import { CompanyInfoCard } from './company-info-card';
import { CustomColorsCard, RESET_RELOAD_DELAY_MS } from './custom-colors-card';
import { TenantSettingsView } from './tenant-settings-view';

const TENANT = 'GET /api/tenants/tenant-1';
const BRANDING = 'GET /api/tenants/tenant-1/branding';
const PUT_BRANDING = 'PUT /api/tenants/tenant-1/branding';
const SESSION = {
  'GET /api/session/current': {
    body: {
      tenantId: 'tenant-1',
      tenantName: 'Acme Plumbing',
      userId: 'user-1',
      userName: 'Ada Lovelace',
      userEmail: 'ada@acme.test',
      role: 'TENANT_ADMIN',
    },
  },
};
const noBranding: Branding = {
  logoUrl: null,
  sidebarLogoUrl: null,
  primaryColor: null,
  secondaryColor: null,
  accentColor: null,
  theme: null,
};

function renderView(routes: Record<string, StubHandler> = {}) {
  const api = stubFetch({
    ...SESSION,
    [TENANT]: { body: { id: 'tenant-1', name: 'Acme Plumbing' } },
    [BRANDING]: { body: noBranding },
    'GET /api/tenants/tenant-1/quote-settings': {
      body: { taxRatePercent: null, discountPercent: null, currency: 'USD', validityDays: 30 },
    },
    ...routes,
  });
  return { api, ...renderWithProviders(<TenantSettingsView tenantId="tenant-1" />) };
}

beforeEach(() => {
  localStorage.clear();
  themeStore.reload();
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
  themeStore.preview(null);
});

describe('Loading', () => {
  it('shows a failed branding load with a Retry (never an endless skeleton), and Retry loads the screen', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let failures = 1;
    const { api, user } = renderView({
      [BRANDING]: () => (failures-- > 0 ? { status: 500, body: { error: 'down' } } : { body: noBranding }),
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Tenant settings could not be loaded.');
    // Loading the branding on this screen fails silently: logged, no toast.
    expect(logged).toHaveBeenCalledWith('Could not load the tenant branding', expect.anything());

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Company Name')).toHaveValue('Acme Plumbing');
    expect(api.callsTo(BRANDING)).toHaveLength(2);
    expect(api.callsTo(TENANT)).toHaveLength(1);
  });
});

describe('Company Information', () => {
  it('saves the trimmed name once it changed', async () => {
    const { api, user } = renderView({
      'PUT /api/tenants/tenant-1/name': { body: { id: 'tenant-1', name: 'Acme Pipes' } },
    });
    const name = await screen.findByLabelText('Company Name');
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    await user.type(name, '  ');
    expect(save).toBeDisabled();
    await user.clear(name);
    await user.type(name, ' Acme Pipes ');
    await user.click(save);
    expect(await screen.findByText('Company name updated')).toBeInTheDocument();
    expect(await api.callsTo('PUT /api/tenants/tenant-1/name')[0]?.json()).toEqual({ name: 'Acme Pipes' });
  });

  it("refuses a blank name, and shows the server's error when saving fails", async () => {
    const { user } = renderView({
      'PUT /api/tenants/tenant-1/name': { status: 400, body: { error: 'name: Company name is too long' } },
    });
    const name = await screen.findByLabelText('Company Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Company name cannot be empty')).toBeInTheDocument();

    await user.type(name, 'X');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('name: Company name is too long')).toBeInTheDocument();
  });
  it('shows a name changed elsewhere, unless the field is being edited', async () => {
    const { rerender, user } = renderWithProviders(<CompanyInfoCard tenantId="tenant-1" name="Acme" />);
    rerender(<CompanyInfoCard tenantId="tenant-1" name="Acme Pipes" />);
    const name = screen.getByLabelText('Company Name');
    expect(name).toHaveValue('Acme Pipes');
    await user.type(name, ' Ltd');
    rerender(<CompanyInfoCard tenantId="tenant-1" name="Acme Drains" />);
    expect(name).toHaveValue('Acme Pipes Ltd');
  });
});

describe('logo uploads', () => {
  it('refuses a file that is not an image in the browser, without calling the server', async () => {
    const { api } = renderView();
    const input = await screen.findByLabelText('Company Logo file');
    fireEvent.change(input, {
      target: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Please upload an image file')).toBeInTheDocument();
    expect(api.callsTo('POST /api/tenants/tenant-1/logo')).toHaveLength(0);
  });

  it("sends an image in the part 'sidebarLogo' and clears the preview when the upload fails", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const { api } = renderView({
      'POST /api/tenants/tenant-1/sidebar-logo': {
        status: 400,
        body: { error: 'Please upload an image file' },
      },
    });
    const input = await screen.findByLabelText('Sidebar Logo file');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByText('Failed to upload logo')).toBeInTheDocument();
    const form = await api.callsTo('POST /api/tenants/tenant-1/sidebar-logo')[0]?.formData();
    // jsdom's File is not Node's Blob, so only the part's name survives the trip through Node's FormData.
    expect(form?.has('sidebarLogo')).toBe(true);
    expect(screen.queryByRole('img', { name: 'Sidebar Logo preview' })).not.toBeInTheDocument();
  });
});

describe('Custom Colors', () => {
  it('previews typed colours across the app, then saves and applies them', async () => {
    const { api, user } = renderView({ [PUT_BRANDING]: { body: noBranding } });
    const primary = await screen.findByRole('textbox', { name: 'Primary' });
    expect(screen.getByRole('button', { name: 'No Changes to Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Extract Colors from Logo' })).not.toBeInTheDocument();

    await user.clear(primary);
    await user.type(primary, '#047857');
    expect(screen.getByText('Live Preview - Unsaved Changes')).toBeInTheDocument();
    // The shell's ThemeRoot shows the store's preview across the app.
    await waitFor(() => expect(themeStore.getState().preview?.primary).toBe('#047857'));

    await user.click(screen.getByRole('button', { name: 'Save Custom Colors' }));
    expect(await screen.findByText('Custom theme colors saved and applied')).toBeInTheDocument();
    expect(await api.callsTo(PUT_BRANDING)[0]?.json()).toEqual({
      primaryColor: '#047857',
      secondaryColor: '#64748b',
      accentColor: '#8b5cf6',
    });
    expect(themeStore.getState().customColors?.primary).toBe('#047857');
  });

  it('refuses text that is not a hex colour with a message', async () => {
    const { user } = renderView();
    const accent = await screen.findByRole('textbox', { name: 'Accent' });
    await user.clear(accent);
    await user.type(accent, 'purple');
    expect(screen.getByText('Please enter a valid hex color, like #3b82f6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No Changes to Save' })).toBeDisabled();
  });

  it('extracts colours from the logo into the draft', async () => {
    const { user } = renderView({
      [BRANDING]: { body: { ...noBranding, logoUrl: '/uploads/logo.png' } },
      'POST /api/tenants/tenant-1/analyze-logo': {
        body: { primaryColor: '#1e40af', secondaryColor: '#b45309', accentColor: '#0e7490' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Extract Colors from Logo' }));
    expect(await screen.findByText('Colors extracted from logo successfully')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Secondary' })).toHaveValue('#b45309');
    expect(screen.getAllByRole('button', { name: 'Pick' })).toHaveLength(3);
  });

  it('resets to Default, clears the saved theme and reloads after 500 ms', async () => {
    let reloadedAt = 0;
    const reload = jest.fn(() => {
      reloadedAt = Date.now();
    });
    const api = stubFetch({
      ...SESSION,
      [PUT_BRANDING]: { body: noBranding },
      'PUT /api/tenants/tenant-1/theme': { body: { theme: 'default' } },
    });
    act(() => themeStore.setCustomColors({ primary: '#047857', secondary: '#64748b', accent: '#8b5cf6' }));
    const saved = { ...noBranding, primaryColor: '#047857' };
    const { user, store } = renderWithProviders(
      <CustomColorsCard tenantId="tenant-1" branding={saved} reload={reload} />,
    );
    expect(screen.getByText('Custom Theme Applied')).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().api.queries['getCurrentSession(undefined)']?.data).toBeDefined(),
    );

    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(await screen.findByText('Custom colors cleared - reverted to default theme')).toBeInTheDocument();
    expect(await api.callsTo(PUT_BRANDING)[0]?.json()).toEqual({
      primaryColor: null,
      secondaryColor: null,
      accentColor: null,
    });
    expect(await api.callsTo('PUT /api/tenants/tenant-1/theme')[0]?.json()).toEqual({ theme: 'default' });
    expect(localStorage.getItem('theme-custom-colors')).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(reloadedAt - clickedAt).toBeGreaterThanOrEqual(RESET_RELOAD_DELAY_MS);
  });

  it("neither previews nor applies another tenant's colours (a super admin's edit)", async () => {
    const api = stubFetch({ ...SESSION, 'PUT /api/tenants/tenant-2/branding': { body: noBranding } });
    const { user } = renderWithProviders(<CustomColorsCard tenantId="tenant-2" branding={noBranding} />);
    await waitFor(() => expect(api.callsTo('GET /api/session/current')).toHaveLength(1));
    const primary = screen.getByRole('textbox', { name: 'Primary' });
    await user.clear(primary);
    await user.type(primary, '#047857');
    expect(screen.getByText('Live Preview - Unsaved Changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Custom Colors' }));
    expect(await screen.findByText('Custom theme colors saved and applied')).toBeInTheDocument();
    expect(themeStore.getState()).toMatchObject({ preview: null, customColors: null });
  });

  it("says 'Unable to identify tenant' when saving without a tenant", async () => {
    const api = stubFetch(SESSION);
    const { user } = renderWithProviders(<CustomColorsCard tenantId={undefined} branding={noBranding} />);
    const primary = screen.getByRole('textbox', { name: 'Primary' });
    await user.clear(primary);
    await user.type(primary, '#000000');
    await user.click(screen.getByRole('button', { name: 'Save Custom Colors' }));
    expect(await screen.findByText('Unable to identify tenant')).toBeInTheDocument();
    expect(api.callsTo(PUT_BRANDING)).toHaveLength(0);
  });
});
