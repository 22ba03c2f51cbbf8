import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdTheme } from './app-theme-provider';
import { customPreset } from './custom-preset';
import { mockColorScheme } from './mock-color-scheme';
import { DEFAULT_PRESET } from './presets';
import { useShownTheme } from './shown-theme-context';
import { tintedBackground, tintedCard } from './theme-maths';
import { ThemeVariables } from './theme-variables';

function Probe() {
  const shown = useShownTheme();
  const { token } = theme.useToken();
  return (
    <p>
      shown {shown.preset.key} {shown.mode}, antd primary {token.colorPrimary}
    </p>
  );
}

const root = document.documentElement;
const CUSTOM = customPreset({ primary: '#0f766e', secondary: '#f1f5f9', accent: '#f59e0b' });

describe('ThemeVariables', () => {
  let scheme: ReturnType<typeof mockColorScheme>;
  beforeEach(() => {
    scheme = mockColorScheme(false);
  });
  afterEach(() => scheme.restore());

  it('shows the theme through CSS variables and context only, leaving antd its defaults', () => {
    render(
      <ThemeVariables mode="dark" preset={DEFAULT_PRESET}>
        <Probe />
      </ThemeVariables>,
    );
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--qd-primary')).toBe('#60a5fa');
    // antd's own blue: no antd theme is built until a page that draws antd puts `AntdTheme` around it.
    expect(screen.getByText('shown default dark, antd primary #1677ff')).toBeInTheDocument();
  });

  it('gives antd the shown theme through AntdTheme', () => {
    render(
      <ThemeVariables mode="light" preset={DEFAULT_PRESET}>
        <AntdTheme>
          <Probe />
        </AntdTheme>
      </ThemeVariables>,
    );
    expect(screen.getByText('shown default light, antd primary #1d4ed8')).toBeInTheDocument();
  });

  it("tints the page and the cards for a custom theme, and takes the tint away for a preset's neutral ones", () => {
    const { rerender } = render(
      <ThemeVariables mode="light" preset={CUSTOM}>
        <Probe />
      </ThemeVariables>,
    );
    const tint = CUSTOM.tint ?? '';
    expect(root.style.getPropertyValue('--qd-background')).toBe(tintedBackground(tint, 'light'));
    expect(root.style.getPropertyValue('--qd-card')).toBe(tintedCard(tint, 'light'));

    rerender(
      <ThemeVariables mode="light" preset={DEFAULT_PRESET}>
        <Probe />
      </ThemeVariables>,
    );
    expect(root.style.getPropertyValue('--qd-background')).toBe('');
    expect(root.style.getPropertyValue('--qd-card')).toBe('');
  });
});
