import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { Card, Flex, Typography } from 'antd';
import { type Branding, errorMessage, type ThemeKey } from 'shared-api';
import { brandingColors, PRESETS, themeStore, toast } from 'shared-ui';
import { useUpdateTenantBrandingMutation, useUpdateTenantThemeMutation } from '../api/tenant-settings-api';
import { useAppliesHere } from '../hooks/use-applies-here';

const presets = Object.values(PRESETS);

/** The seven preset themes. Choosing one clears the custom colours, which would otherwise win over it. */
export function PresetCard({ tenantId, branding }: { tenantId: string; branding: Branding }) {
  const [updateBranding] = useUpdateTenantBrandingMutation();
  const [updateTheme] = useUpdateTenantThemeMutation();
  const appliesHere = useAppliesHere(tenantId);
  const hasCustomColors = brandingColors(branding) !== null;
  const activeKey = hasCustomColors ? null : (branding.theme ?? 'default');

  const choose = async (key: ThemeKey, displayName: string) => {
    try {
      if (hasCustomColors) {
        await updateBranding({
          tenantId,
          primaryColor: null,
          secondaryColor: null,
          accentColor: null,
        }).unwrap();
      }
      await updateTheme({ tenantId, theme: key }).unwrap();
      if (appliesHere) themeStore.setPreset(key);
      toast.success(`${displayName} theme applied`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save theme'));
    }
  };

  return (
    <Card title="Preset Themes">
      <Typography.Paragraph type="secondary">
        A preset replaces the custom colours above.
      </Typography.Paragraph>
      <Flex wrap gap="small" role="group" aria-label="Preset themes">
        {presets.map(({ key, displayName, vars }) => {
          const active = key === activeKey;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={active}
              onClick={() => void choose(key as ThemeKey, displayName)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '8px 12px',
                cursor: 'pointer',
                borderRadius: vars.radius,
                background: 'transparent',
                color: 'inherit',
                font: 'inherit',
                border: `2px solid ${active ? 'var(--qd-primary)' : 'var(--ant-color-border, #d9d9d9)'}`,
              }}
            >
              <span aria-hidden="true" style={{ display: 'flex' }}>
                {[vars.primary, vars.secondary, vars.accent].map((color) => (
                  <span key={color} style={{ width: 14, height: 14, borderRadius: 7, background: color }} />
                ))}
              </span>
              {displayName}
              {active && <CheckOutlined aria-hidden="true" />}
            </button>
          );
        })}
      </Flex>
    </Card>
  );
}
