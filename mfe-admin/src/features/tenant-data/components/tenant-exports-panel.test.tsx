import { act, screen, within } from '@testing-library/react';
import type { TenantExport } from 'shared-api';
import { toast } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { ACME_ID, anExport } from '../../../shared/testing/fixtures';
import { TenantExportsPanel } from './tenant-exports-panel';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const route = `/api/tenants/${ACME_ID}/data-exports`;

const items = () => within(screen.getByRole('list', { name: 'Exports' })).getAllByRole('listitem');

describe('TenantExportsPanel', () => {
  it('lists the exports with their state and size, and a download link only while one is ready', async () => {
    stubFetch({
      [`GET ${route}`]: {
        body: [
          anExport('e-ready'),
          anExport('e-failed', { status: 'failed', size: null, error: 'The export could not be built.' }),
          anExport('e-expired', { status: 'expired', size: 3_250_586 }),
        ],
      },
    });
    renderWithProviders(<TenantExportsPanel tenantId={ACME_ID} />);
    await screen.findByText('Ready');
    const [ready, failed, expired] = items();
    expect(ready).toHaveTextContent('14.2 KB');
    expect(ready).toHaveTextContent('Link expires');
    const download = within(ready as HTMLElement).getByRole('link', { name: /^Download/ });
    expect(download).toHaveAttribute('href', `${route}/e-ready/download`);
    expect(download).toHaveAttribute('download');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The export could not be built.');
    expect(expired).toHaveTextContent('Expired');
    expect(expired).toHaveTextContent('3.1 MB');
    expect(within(failed as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(expired as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts an export, lists it as under way and allows no second one meanwhile', async () => {
    let listed: TenantExport[] = [];
    const api = stubFetch({
      [`GET ${route}`]: () => ({ body: listed }),
      [`POST ${route}`]: () => {
        listed = [anExport('e-new', { status: 'queued', size: null, finishedAt: null, expiresAt: null })];
        return { status: 202, body: listed[0] };
      },
    });
    const { user } = renderWithProviders(<TenantExportsPanel tenantId={ACME_ID} />);
    expect(await screen.findByText('No exports yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Export all data/ }));
    expect(await screen.findByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText('Export started: it is listed here once ready')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export all data/ })).toBeDisabled();
    expect(api.callsTo(`POST ${route}`)).toHaveLength(1);
  });

  it("shows the server's refusal of an export", async () => {
    stubFetch({
      [`GET ${route}`]: { body: [] },
      [`POST ${route}`]: { status: 403, body: { error: 'You do not have permission to do this' } },
    });
    const { user } = renderWithProviders(<TenantExportsPanel tenantId={ACME_ID} />);
    await user.click(await screen.findByRole('button', { name: /Export all data/ }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
  });

  it('offers a Retry when the list cannot be loaded', async () => {
    let failing = true;
    stubFetch({
      [`GET ${route}`]: () => (failing ? { status: 500, body: { error: 'boom' } } : { body: [] }),
    });
    const { user } = renderWithProviders(<TenantExportsPanel tenantId={ACME_ID} />);
    expect(await screen.findByText('The exports could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No exports yet.')).toBeInTheDocument();
  });
});
