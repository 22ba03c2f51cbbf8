import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { harborview, loadRoutes, TENANT_ID } from '../testing/fixtures';
import { CustomerForm } from './customer-form';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

function renderForm(props: Partial<Parameters<typeof CustomerForm>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const result = renderWithProviders(<CustomerForm open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...result, onClose, onSaved };
}

describe('CustomerForm', () => {
  it('shows the field errors and the toast, clears an error when its field is edited, then adds', async () => {
    const api = stubFetch(
      loadRoutes({ 'POST /api/customers': { status: 201, body: { ...harborview, id: 'c-new' } } }),
    );
    const { user, onSaved, onClose } = renderForm({ prefill: { email: 'not-an-address' } });

    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(await screen.findByText('Please fix the errors before submitting')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customers')).toHaveLength(0);

    await user.type(screen.getByLabelText('Company Name'), 'Northside Deli');
    expect(screen.queryByText('Company name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'orders@northside.com');
    await user.type(screen.getByLabelText('City'), 'Sacramento');

    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Customer added successfully')).toBeInTheDocument();
    const body = await api.callsTo('POST /api/customers')[0]?.json();
    expect(body).toMatchObject({
      name: 'Northside Deli',
      email: 'orders@northside.com',
      city: 'Sacramento',
      status: 'LEAD',
      website: null,
      tenantId: TENANT_ID,
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-new' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("edits a customer, keeps a stored QUOTED status, and says 'Failed to save customer' on failure", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const quoted = { ...harborview, status: 'QUOTED' as const };
    const api = stubFetch(
      loadRoutes({ [`PUT /api/customers/${harborview.id}`]: { status: 500, body: { error: 'x' } } }),
    );
    const { user, onClose } = renderForm({ customer: quoted });

    expect(screen.getByText('Edit Customer')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toHaveValue(harborview.name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save customer')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`PUT /api/customers/${harborview.id}`)).toHaveLength(1));
    expect(await api.callsTo(`PUT /api/customers/${harborview.id}`)[0]?.json()).toMatchObject({
      status: 'QUOTED',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Failed to save customer', expect.anything());
  });
});
