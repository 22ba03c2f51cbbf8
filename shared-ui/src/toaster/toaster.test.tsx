import { act, render, screen } from '@testing-library/react';
import { ThemeVariables } from '../theme/theme-variables';
import { toast } from './index';
import { Toaster } from './toaster';

function toastList(): HTMLElement {
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  if (!list) throw new Error('no toast list rendered');
  return list;
}

describe('Toaster', () => {
  afterEach(() => act(() => toast.dismiss()));

  it('shows toasts top-right, 356 px wide with a 14 px gap', async () => {
    render(<Toaster mode="light" />);
    act(() => {
      toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const list = toastList();
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list.style.getPropertyValue('--width')).toBe('356px');
    expect(list.style.getPropertyValue('--gap')).toBe('14px');
  });

  it('lays toasts out left to right without asking the page for its computed style', async () => {
    const computedStyle = jest.spyOn(window, 'getComputedStyle');
    render(<Toaster mode="light" />);
    act(() => {
      toast('Direction');
    });
    await screen.findByText('Direction');
    expect(toastList()).toHaveAttribute('dir', 'ltr');
    expect(computedStyle).not.toHaveBeenCalledWith(document.documentElement);
    computedStyle.mockRestore();
  });

  it('announces the Alt+T hotkey', () => {
    render(<Toaster mode="light" />);
    expect(screen.getByRole('region', { name: 'Notifications alt+T' })).toBeInTheDocument();
  });

  it('shows at most three toasts at once', async () => {
    render(<Toaster mode="light" />);
    act(() => {
      for (const text of ['one', 'two', 'three', 'four']) toast(text);
    });
    await screen.findByText('four');
    const visible = toastList().querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(3);
  });

  it('follows the mode of the surrounding theme provider', async () => {
    render(
      <ThemeVariables mode="dark">
        <Toaster />
      </ThemeVariables>,
    );
    act(() => {
      toast('Dark');
    });
    await screen.findByText('Dark');
    expect(toastList()).toHaveAttribute('data-sonner-theme', 'dark');
  });

  it('takes an explicit mode', async () => {
    render(<Toaster mode="dark" />);
    act(() => {
      toast('Explicit');
    });
    await screen.findByText('Explicit');
    expect(toastList()).toHaveAttribute('data-sonner-theme', 'dark');
  });
});
