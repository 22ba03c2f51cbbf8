import { act, screen } from '@testing-library/react';
import { toast } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { ACME_ID } from '../../../shared/testing/fixtures';
import { InboundKeyCard } from './inbound-key-card';

afterEach(() => {
  act(() => toast.dismiss());
});

const route = `POST /api/tenants/${ACME_ID}/inbound-key`;

describe('InboundKeyCard', () => {
  it('makes a new key only after the confirmation and shows it once, with a copy button', async () => {
    const api = stubFetch({ [route]: { status: 201, body: { key: 'qd_in_secret123', tenantId: ACME_ID } } });
    const { user } = renderWithProviders(<InboundKeyCard tenantId={ACME_ID} />);
    expect(screen.queryByText('qd_in_secret123')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate new key' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(route)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Generate new key' }));
    await user.click(await screen.findByRole('button', { name: 'Generate key' }));
    expect(await screen.findByText('qd_in_secret123')).toBeInTheDocument();
    expect(screen.getByText('Copy this key now: it will not be shown again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copy key/ })).toBeInTheDocument();
    expect(api.callsTo(route)).toHaveLength(1);
  });

  it("shows the server's error when the key cannot be made", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ [route]: { status: 403, body: { error: 'You do not have permission to do this' } } });
    const { user } = renderWithProviders(<InboundKeyCard tenantId={ACME_ID} />);
    await user.click(screen.getByRole('button', { name: 'Generate new key' }));
    await user.click(await screen.findByRole('button', { name: 'Generate key' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to generate the inbound API key', expect.anything());
  });
});
