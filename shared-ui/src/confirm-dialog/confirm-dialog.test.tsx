import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Delete message"
      message="This will permanently delete this message. Are you sure?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows the title and message in a dialog', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete message');
    expect(dialog).toHaveTextContent('This will permanently delete this message. Are you sure?');
  });

  it('calls onConfirm from the confirm button, with a custom label', async () => {
    const { onConfirm, onCancel } = renderDialog({ confirmLabel: 'Delete' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the cancel button and from Escape', async () => {
    const { onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('styles the confirm button as dangerous when asked', () => {
    renderDialog({ danger: true, confirmLabel: 'Delete' });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('ant-btn-dangerous');
  });

  it('shows progress on the confirm button while loading', () => {
    renderDialog({ loading: true, confirmLabel: 'Delete' });
    expect(screen.getByRole('button', { name: /Delete/ })).toHaveClass('ant-btn-loading');
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
