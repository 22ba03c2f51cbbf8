import { screen } from '@testing-library/react';
import type { ContactDialogProps, CustomerFormProps } from 'shared-api';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { harborview, loadRoutes } from '../testing/fixtures';
import ContactDialog from './contact-dialog';
import CustomerForm from './customer-form';

beforeEach(() => stubFetch(loadRoutes()));

// What mfe-messages does through FederatedComponent: the default export, the contract's props, no route around it.
describe('exposed modules', () => {
  it('./CustomerForm opens its own modal prefilled from a message sender, and renders nothing when closed', () => {
    const props: CustomerFormProps = {
      open: true,
      prefill: { name: 'Jane Roe', email: 'jane@roe.test', phone: '+19165550100' },
      onClose: jest.fn(),
      onSaved: jest.fn(),
    };
    const { rerender } = renderWithProviders(<CustomerForm {...props} />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toHaveValue('Jane Roe');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@roe.test');
    expect(screen.getByLabelText('Phone')).toHaveValue('+19165550100');
    rerender(<CustomerForm {...props} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('./ContactDialog opens in add mode for a preset customer without a picker', () => {
    const props: ContactDialogProps = {
      open: true,
      mode: 'add',
      customerId: harborview.id,
      prefill: { name: 'Jane Roe', email: 'jane@roe.test' },
      onClose: jest.fn(),
    };
    renderWithProviders(<ContactDialog {...props} />);
    expect(screen.getByText('New Contact')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Roe');
    expect(screen.queryByLabelText('Customer')).not.toBeInTheDocument();
  });
});
