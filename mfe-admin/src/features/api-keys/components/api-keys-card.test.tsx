import { act, screen, within } from '@testing-library/react';
import type { ApiKey } from 'shared-api';
import { toast } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { ACME_ID } from '../../../shared/testing/fixtures';
import { ApiKeysCard } from './api-keys-card';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const LIST = 'GET /api/api-keys';
const CREATE = 'POST /api/api-keys';

const aKey = (id: string, overrides: Partial<ApiKey> = {}): ApiKey => ({
  id,
  tenantId: ACME_ID,
  name: 'Accounting sync',
  scopes: ['quotes:read', 'customers:read'],
  prefix: 'qd_1a2b3c…',
  createdAt: '2026-03-01T09:30:00.000Z',
  createdBy: 'owner@acme.test',
  lastUsedAt: null,
  ...overrides,
});

const items = () => within(screen.getByRole('list', { name: 'API keys' })).getAllByRole('listitem');

describe('ApiKeysCard', () => {
  it('lists the keys with their scopes, prefix and last use, never a secret', async () => {
    const api = stubFetch({
      [LIST]: {
        body: [
          aKey('k1'),
          aKey('k2', {
            name: 'Inbound messages',
            scopes: ['messages:write'],
            lastUsedAt: '2026-03-02T10:00:00.000Z',
          }),
        ],
      },
    });
    renderWithProviders(<ApiKeysCard tenantId={ACME_ID} />);
    await screen.findByText('Accounting sync');
    const [first, second] = items();
    expect(first).toHaveTextContent('Read quotes');
    expect(first).toHaveTextContent('Read customers');
    expect(first).toHaveTextContent('qd_1a2b3c…');
    expect(first).toHaveTextContent('Last used Never');
    expect(first).toHaveTextContent('by owner@acme.test');
    expect(second).toHaveTextContent('Write messages');
    expect(second).not.toHaveTextContent('Never');
    expect(new URL(api.callsTo(LIST)[0]?.url as string).searchParams.get('tenantId')).toBe(ACME_ID);
  });

  it('creates a key with a name and scopes, then shows its secret once with a copy button', async () => {
    let listed: ApiKey[] = [];
    const api = stubFetch({
      [LIST]: () => ({ body: listed }),
      [CREATE]: () => {
        listed = [aKey('k-new', { name: 'CRM', scopes: ['customers:write'] })];
        return { status: 201, body: { ...listed[0], secret: 'qd_thesecretshownonce' } };
      },
    });
    const { user } = renderWithProviders(<ApiKeysCard tenantId={ACME_ID} />);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Create API key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Give the key a name')).toBeInTheDocument();
    expect(await within(dialog).findByText('Choose at least one scope')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'CRM');
    await user.click(within(dialog).getByRole('checkbox', { name: /Write customers/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(await screen.findByText('qd_thesecretshownonce')).toBeInTheDocument();
    expect(screen.getByText('Copy this key now: it will not be shown again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copy key/ })).toBeInTheDocument();
    const [request] = api.callsTo(CREATE);
    expect(await request?.json()).toEqual({ tenantId: ACME_ID, name: 'CRM', scopes: ['customers:write'] });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('CRM')).toBeInTheDocument();
    expect(screen.queryByText('qd_thesecretshownonce')).not.toBeInTheDocument();
  });

  it('revokes a key only after the confirmation', async () => {
    let listed = [aKey('k1')];
    const revoke = `DELETE /api/api-keys/k1`;
    const api = stubFetch({
      [LIST]: () => ({ body: listed }),
      [revoke]: () => {
        listed = [];
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<ApiKeysCard tenantId={ACME_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Accounting sync' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(revoke)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Accounting sync' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(api.callsTo(revoke)).toHaveLength(1);
  });

  it("shows the server's refusal, and a Retry when the list cannot be loaded", async () => {
    let failing = true;
    stubFetch({
      [LIST]: () => (failing ? { status: 500, body: { error: 'boom' } } : { body: [] }),
      [CREATE]: { status: 403, body: { error: 'You do not have permission to do this' } },
    });
    const { user } = renderWithProviders(<ApiKeysCard tenantId={ACME_ID} />);
    expect(await screen.findByText('The API keys could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Create API key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mine');
    await user.click(within(dialog).getByRole('checkbox', { name: /Read quotes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });
});
