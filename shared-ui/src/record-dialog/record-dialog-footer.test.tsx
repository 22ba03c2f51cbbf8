import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordDialogFooter } from './record-dialog-footer';

function renderFooter(options: Partial<Parameters<typeof recordDialogFooter>[0]> = {}) {
  const handlers = { onClose: jest.fn(), onEdit: jest.fn(), onSave: jest.fn() };
  render(<div>{recordDialogFooter({ mode: 'view', addLabel: 'Add Service', ...handlers, ...options })}</div>);
  return handlers;
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('recordDialogFooter', () => {
  it('offers Close and Edit when viewing, and Delete only when the record can be deleted', async () => {
    const handlers = renderFooter();
    expect(buttonNames()).toEqual(['Close', 'Edit']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(handlers.onEdit).toHaveBeenCalled();
  });

  it('lets the caller delete from view mode', async () => {
    const onDelete = jest.fn();
    renderFooter({ onDelete });
    expect(buttonNames()).toEqual(['Close', 'Edit', 'Delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalled();
  });

  it('names the save button after the action: the add label when adding, Save Changes when editing', async () => {
    const handlers = renderFooter({ mode: 'add' });
    expect(buttonNames()).toEqual(['Cancel', 'Add Service']);
    await userEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(handlers.onSave).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(handlers.onClose).toHaveBeenCalled();
  });

  it('says Save Changes when editing', () => {
    renderFooter({ mode: 'edit' });
    expect(buttonNames()).toEqual(['Cancel', 'Save Changes']);
  });
});
