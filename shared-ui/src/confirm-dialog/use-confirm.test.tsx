import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { type ConfirmOptions, useConfirm } from './use-confirm';

function Asker({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (confirmed: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onAnswer(await confirm(options))}>
      Ask
    </button>
  );
}

function renderAsker(options: ConfirmOptions) {
  const answers: boolean[] = [];
  render(
    <App>
      <Asker options={options} onAnswer={(confirmed) => answers.push(confirmed)} />
    </App>,
  );
  return answers;
}

const deleteOptions: ConfirmOptions = {
  title: 'Delete user',
  content: 'Are you sure you want to delete this user?',
  okText: 'Delete',
  danger: true,
};

describe('useConfirm', () => {
  it('opens a confirm dialog with the given texts and a dangerous confirm button', async () => {
    renderAsker(deleteOptions);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('ant-btn-dangerous');
  });

  it('resolves true when confirmed', async () => {
    const answers = renderAsker(deleteOptions);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(answers).toEqual([true]));
  });

  it('resolves false when cancelled', async () => {
    const answers = renderAsker(deleteOptions);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([false]));
  });
});
