import { Card, Segmented, Typography } from 'antd';
import { THEME_MODES, type ThemeMode, useUpdateMyThemeMutation } from 'shared-api';
import { themeStore, toast, useThemeState } from 'shared-ui';

const MODE_LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const MODES = THEME_MODES.map((value) => ({ value, label: MODE_LABELS[value] }));

/** Appearance: the theme mode (light, dark or system); a change applies at once and is saved. */
export function AppearanceCard() {
  const { mode } = useThemeState();
  const [updateMyTheme] = useUpdateMyThemeMutation();

  const change = async (themeMode: ThemeMode) => {
    themeStore.setMode(themeMode);
    try {
      await updateMyTheme({ themeMode }).unwrap();
      toast.success(`Theme changed to ${themeMode}`);
    } catch {
      toast.error('Failed to save theme preference');
    }
  };

  return (
    <Card title="Appearance">
      <Typography.Paragraph type="secondary" id="theme-mode-label">
        Theme mode. System follows your device's light or dark setting.
      </Typography.Paragraph>
      <Segmented<ThemeMode>
        aria-labelledby="theme-mode-label"
        options={MODES}
        value={mode}
        onChange={(value) => void change(value)}
      />
    </Card>
  );
}
