import { act, screen, waitFor, within } from '@testing-library/react';
import type { Tenant } from 'shared-api';
import { toast } from 'shared-ui';
import { findDialog, renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { ACME_ID, anExport, superSession, tenants } from '../../../shared/testing/fixtures';
import { TenantsTab } from './tenants-tab';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('TenantsTab', () => {
  it("lists every tenant, each with its export and its deletion, the platform's own not deletable", async () => {
    stubFetch({
      'GET /api/tenants': { body: tenants },
      [`GET /api/tenants/${ACME_ID}/data-exports`]: { body: [anExport('e1')] },
    });
    const { user } = renderWithProviders(<TenantsTab session={superSession} />);
    await screen.findByText('Acme Plumbing');
    expect(within(rowOf('QuoteDesk HQ')).getByRole('button', { name: 'Delete QuoteDesk HQ' })).toBeDisabled();
    expect(
      within(rowOf('Acme Plumbing')).getByRole('button', { name: 'Delete Acme Plumbing' }),
    ).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Export data of Acme Plumbing' }));
    const dialog = await findDialog('Export all data of Acme Plumbing');
    expect(await within(dialog).findByRole('link', { name: /^Download/ })).toHaveAttribute(
      'href',
      `/api/tenants/${ACME_ID}/data-exports/e1/download`,
    );
  });

  it('deletes a tenant after its name is typed, and lists the tenants again without it', async () => {
    let listed: Tenant[] = tenants;
    const api = stubFetch({
      'GET /api/tenants': () => ({ body: listed }),
      [`DELETE /api/tenants/${ACME_ID}`]: () => {
        listed = tenants.filter((tenant) => tenant.id !== ACME_ID);
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<TenantsTab session={superSession} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Plumbing' }));
    const dialog = await findDialog('Delete Acme Plumbing?');
    await user.type(within(dialog).getByRole('textbox'), 'Acme Plumbing');
    await user.click(within(dialog).getByRole('button', { name: 'Delete this company' }));

    expect(await screen.findByText('Acme Plumbing was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Acme Plumbing/ })).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/tenants')).toHaveLength(2);
  });
});
