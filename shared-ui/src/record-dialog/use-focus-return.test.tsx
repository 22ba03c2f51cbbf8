import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { useState } from 'react';
import { useFocusReturn } from './use-focus-return';

function NameDialog({ onClose }: { onClose(): void }) {
  useFocusReturn();
  return (
    <Modal open title="Name" onCancel={onClose} footer={null}>
      <input aria-label="Name" />
    </Modal>
  );
}

/** A page whose dialog is mounted only while open, as ours are. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open && <NameDialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives focus back to the button that opened the dialog once the dialog is gone', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('leaves focus alone when something else has it once the dialog is gone', async () => {
    render(<Page />);
    screen.getByRole('button', { name: 'Open' }).focus();
    const { unmount } = renderHook(() => useFocusReturn());
    screen.getByRole('button', { name: 'Elsewhere' }).focus();

    unmount();

    await new Promise((resolve) => setTimeout(resolve));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
