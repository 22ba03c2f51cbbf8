import { Card, Segmented, Typography } from 'antd';
import { type ThemeMode, useUpdateMyThemeMutation } from 'shared-api';
import { themeStore, toast, useThemeState } from 'shared-ui';

const MODES: { value: ThemeMode; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

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
