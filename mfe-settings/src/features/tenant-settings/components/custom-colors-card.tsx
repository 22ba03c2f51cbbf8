import { Alert, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { apiUrl, type Branding, errorMessage } from 'shared-api';
import { brandingColors, themeStore, toast } from 'shared-ui';
import {
  useAnalyzeTenantLogoMutation,
  useUpdateTenantBrandingMutation,
  useUpdateTenantThemeMutation,
} from '../api/tenant-settings-api';
import { COLOR_ROWS, type ColorName } from '../colors';
import { useAppliesHere } from '../hooks/use-applies-here';
import { useColorDraft } from '../hooks/use-color-draft';
import { ColorRow } from './color-row';
import { PickColorDialog } from './pick-color-dialog';

/** The page reloads this long after a reset, once the toast has been seen. */
export const RESET_RELOAD_DELAY_MS = 500;
const NEED_LOGO = 'Please upload a logo first';

interface Props {
  tenantId: string | undefined;
  branding: Branding;
  /** Reloads the page after a reset (replaceable in tests). */
  reload?: () => void;
}

/** Custom Colors: extract, pick, type or choose colours; preview live; save or reset. */
export function CustomColorsCard({ tenantId, branding, reload = () => window.location.reload() }: Props) {
  const saved = brandingColors(branding);
  const appliesHere = useAppliesHere(tenantId);
  const { draft, setDraft, dirty } = useColorDraft(saved, appliesHere);
  const [picking, setPicking] = useState<ColorName | null>(null);
  const [analyze, { isLoading: extracting }] = useAnalyzeTenantLogoMutation();
  const [updateBranding, { isLoading: saving }] = useUpdateTenantBrandingMutation();
  const [updateTheme, { isLoading: resetting }] = useUpdateTenantThemeMutation();
  const logoUrl = branding.logoUrl ? apiUrl(branding.logoUrl) : null;

  const extract = async () => {
    if (!logoUrl || !tenantId) return toast.error(NEED_LOGO);
    try {
      const colors = await analyze(tenantId).unwrap();
      setDraft({
        primary: colors.primaryColor,
        secondary: colors.secondaryColor,
        accent: colors.accentColor,
      });
      toast.success('Colors extracted from logo successfully');
    } catch {
      toast.error('Failed to extract colors from logo');
    }
  };

  const save = async () => {
    if (!tenantId) return toast.error('Unable to identify tenant');
    try {
      await updateBranding({
        tenantId,
        primaryColor: draft.primary,
        secondaryColor: draft.secondary,
        accentColor: draft.accent,
      }).unwrap();
      if (appliesHere) themeStore.setCustomColors(draft);
      toast.success('Custom theme colors saved and applied');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save colors'));
    }
  };

  const reset = async () => {
    if (!tenantId) return toast.error('Unable to identify tenant');
    try {
      await updateBranding({
        tenantId,
        primaryColor: null,
        secondaryColor: null,
        accentColor: null,
      }).unwrap();
      await updateTheme({ tenantId, theme: 'default' }).unwrap();
      toast.success('Custom colors cleared - reverted to default theme');
      if (appliesHere) {
        themeStore.clear();
        setTimeout(reload, RESET_RELOAD_DELAY_MS);
      }
    } catch {
      toast.error('Failed to clear colors');
    }
  };

  const pickedLabel = COLOR_ROWS.find((row) => row.name === picking)?.label;
  return (
    <Card
      title="Custom Colors"
      extra={
        logoUrl && (
          <Button onClick={() => void extract()} loading={extracting}>
            Extract Colors from Logo
          </Button>
        )
      }
    >
      <Flex vertical gap="middle">
        {dirty ? (
          <Alert type="warning" showIcon title="Live Preview - Unsaved Changes" />
        ) : (
          saved && <Alert type="success" showIcon title="Custom Theme Applied" />
        )}
        {COLOR_ROWS.map(({ name, label }) => (
          <ColorRow
            key={name}
            label={label}
            value={draft[name]}
            onChange={(hex) => setDraft((current) => ({ ...current, [name]: hex }))}
            onPick={logoUrl ? () => setPicking(name) : undefined}
          />
        ))}
        <Flex gap="small" wrap>
          <Button type="primary" disabled={!dirty || saving} loading={saving} onClick={() => void save()}>
            {dirty ? 'Save Custom Colors' : 'No Changes to Save'}
          </Button>
          <Button danger loading={resetting} onClick={() => void reset()}>
            Reset to Default
          </Button>
        </Flex>
      </Flex>
      {picking && logoUrl && (
        <PickColorDialog
          logoUrl={logoUrl}
          onClose={() => setPicking(null)}
          onPick={(hex) => {
            setDraft((current) => ({ ...current, [picking]: hex }));
            toast.success(`${pickedLabel} color selected: ${hex}`);
            setPicking(null);
          }}
        />
      )}
    </Card>
  );
}
