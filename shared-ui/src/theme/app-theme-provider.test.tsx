import { act, render, screen } from '@testing-library/react';
import { Input, Modal, theme } from 'antd';
import { PHONE_SCREEN } from '../screen-size';
import { AppThemeProvider } from './app-theme-provider';
import { mockColorScheme } from './mock-color-scheme';
import { DEFAULT_PRESET } from './presets';
import { useResolvedMode } from './shown-theme-context';
import { PHONE_SHEET_CLASS } from './touch';

function ModeProbe() {
  const { token } = theme.useToken();
  return (
    <p>
      mode {useResolvedMode()}, primary {token.colorPrimary}
    </p>
  );
}

function ControlHeight() {
  return <p>control {theme.useToken().token.controlHeight}</p>;
}

const root = document.documentElement;

describe('AppThemeProvider', () => {
  let scheme: ReturnType<typeof mockColorScheme>;
  beforeEach(() => {
    scheme = mockColorScheme(false);
  });
  afterEach(() => scheme.restore());

  it('provides the antd theme to its children', () => {
    render(
      <AppThemeProvider mode="light" preset={DEFAULT_PRESET}>
        <ModeProbe />
      </AppThemeProvider>,
    );
    expect(screen.getByText('mode light, primary #1d4ed8')).toBeInTheDocument();
  });

  it('puts the preset variables and the mode on the document element', () => {
    render(
      <AppThemeProvider mode="dark">
        <ModeProbe />
      </AppThemeProvider>,
    );
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--qd-primary')).toBe('#60a5fa');
    expect(root.style.getPropertyValue('--qd-primary-foreground')).toBe('#0b1220');
    expect(root.style.getPropertyValue('--qd-sidebar')).toBe(DEFAULT_PRESET.darkVars?.sidebar);
    expect(root.style.getPropertyValue('--qd-radius')).toBe('8px');
  });

  it('follows the system scheme live in system mode', () => {
    render(
      <AppThemeProvider mode="system">
        <ModeProbe />
      </AppThemeProvider>,
    );
    expect(screen.getByText(/mode light/)).toBeInTheDocument();
    expect(root.dataset.theme).toBe('light');

    act(() => scheme.setDark(true));
    expect(screen.getByText(/mode dark/)).toBeInTheDocument();
    expect(root.dataset.theme).toBe('dark');
  });

  it('applies a mode change at once', () => {
    const { rerender } = render(
      <AppThemeProvider mode="light">
        <ModeProbe />
      </AppThemeProvider>,
    );
    rerender(
      <AppThemeProvider mode="dark">
        <ModeProbe />
      </AppThemeProvider>,
    );
    expect(screen.getByText(/mode dark/)).toBeInTheDocument();
    expect(root.dataset.theme).toBe('dark');
  });
});

describe('AppThemeProvider on a phone', () => {
  const original = window.matchMedia;
  const screenOf = (phone: boolean) => {
    window.matchMedia = (query: string) =>
      ({
        matches: phone && query === PHONE_SCREEN,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
  };
  afterEach(() => {
    window.matchMedia = original;
  });

  const renderDialog = () =>
    render(
      <AppThemeProvider mode="light">
        <ControlHeight />
        <Modal open title="Edit service">
          body
        </Modal>
      </AppThemeProvider>,
    );

  it('makes every dialog a full-screen sheet and sizes controls for touch', () => {
    screenOf(true);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Edit service' })).toHaveClass(PHONE_SHEET_CLASS);
    expect(screen.getByText('control 40')).toBeInTheDocument();
  });

  it('keeps dialogs and controls as they are on a wider screen', () => {
    screenOf(false);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Edit service' })).not.toHaveClass(PHONE_SHEET_CLASS);
    expect(screen.getByText('control 32')).toBeInTheDocument();
  });

  it('gives the icon buttons inside fields a 24 × 24 px target, on a wider screen too (WCAG 2.5.8)', () => {
    screenOf(false);
    render(
      <AppThemeProvider mode="light">
        <Input.Password aria-label="Password" />
      </AppThemeProvider>,
    );
    const show = screen.getByRole('button', { name: /show|eye/i });
    // jsdom lays nothing out: the rule is checked here, its effect by the axe sweep (e2e/accessibility).
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(show).toHaveClass('ant-input-password-icon');
    expect(css).toMatch(/\.ant-input-password-icon[^{]*\{[^}]*min-width: 24px; min-height: 24px/);
  });
});
