import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { harborview, loadRoutes } from '../testing/fixtures';
import { ContactDialog } from './contact-dialog';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const dana = harborview.contacts[0] as NonNullable<(typeof harborview.contacts)[0]>;

function renderDialog(props: Partial<Parameters<typeof ContactDialog>[0]> = {}) {
  const onClose = jest.fn();
  const result = renderWithProviders(<ContactDialog open mode="add" onClose={onClose} {...props} />);
  return { ...result, onClose };
}

describe('ContactDialog', () => {
  it('goes from view to edit and saves, then closes', async () => {
    const api = stubFetch(
      loadRoutes({ [`PUT /api/contacts/${dana.id}`]: { body: { ...dana, phone: '+19165550100' } } }),
    );
    const { user, onClose } = renderDialog({ mode: 'view', contact: dana, customerId: harborview.id });

    expect(screen.getByText('Contact Details')).toBeInTheDocument();
    expect(screen.getByText(dana.email as string)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Edit Contact')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '916 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Contact updated')).toBeInTheDocument();
    expect(await api.callsTo(`PUT /api/contacts/${dana.id}`)[0]?.json()).toMatchObject({
      name: dana.name,
      phone: '916 555 0100',
      customerId: harborview.id,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("asks before deleting and says 'Failed to delete contact' when it fails", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(loadRoutes({ [`DELETE /api/contacts/${dana.id}`]: { status: 500, body: { error: 'x' } } }));
    const { user, onClose } = renderDialog({ mode: 'view', contact: dana });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByText('Are you sure you want to delete this contact?', {
      selector: '.ant-modal-confirm-title',
    });
    const confirmDialog = confirm.closest('.ant-modal-confirm') as HTMLElement;
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete contact')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Failed to delete contact', expect.anything());
  });

  it('shows the customer picker only without a preset customer, and requires a customer', async () => {
    const api = stubFetch(loadRoutes());
    const { user } = renderDialog({ prefill: { name: 'Jane Roe', email: 'jane@roe.com' } });

    expect(screen.getByText('New Contact')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Roe');
    expect(screen.getByLabelText('Customer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('Customer is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contacts')).toHaveLength(0);
  });

  it('creates a contact for a preset customer without a picker', async () => {
    const api = stubFetch(
      loadRoutes({ 'POST /api/contacts': { status: 201, body: { ...dana, id: 'p-new' } } }),
    );
    const onSaved = jest.fn();
    const { user } = renderDialog({ customerId: harborview.id, onSaved });

    expect(screen.queryByLabelText('Customer')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Marco Bellini');
    await user.click(screen.getByRole('checkbox', { name: 'Primary contact' }));
    await user.click(screen.getByRole('button', { name: 'Create Contact' }));

    expect(await screen.findByText('Contact created')).toBeInTheDocument();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-new' })));
    expect(await api.callsTo('POST /api/contacts')[0]?.json()).toEqual({
      name: 'Marco Bellini',
      email: null,
      phone: null,
      isPrimary: true,
      customerId: harborview.id,
    });
  });
});
