import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { resolveMode } from '../theme/resolve-mode';
import { useResolvedMode } from '../theme/shown-theme-context';
import type { ThemeMode } from '../theme/types';
import { useSystemPrefersDark } from '../theme/use-system-prefers-dark';

// The product's toast layout (docs/product-rules.md#toast-display). Most equal sonner's defaults; they are
// stated so an upgrade cannot silently change them.
// The 45 px swipe-to-dismiss threshold is built into sonner and not configurable.
const WIDTH_STYLE = { '--width': '356px' } as CSSProperties;
const HOTKEY = ['altKey', 'KeyT'];
// The app is English, left to right. Without it sonner reads the page's computed direction on every render of
// the toaster, a forced style recalculation of the whole page (~40 ms at 4× CPU in the inbox's first commit).
const DIRECTION = 'ltr';

export interface ToasterProps {
  /** Defaults to the mode of the surrounding `ThemeVariables`. */
  mode?: ThemeMode;
}

/** The app's one toast outlet; show toasts with `toast` from shared-ui. */
export function Toaster({ mode }: ToasterProps) {
  const providerMode = useResolvedMode();
  const systemPrefersDark = useSystemPrefersDark();
  return (
    <SonnerToaster
      theme={mode ? resolveMode(mode, systemPrefersDark) : providerMode}
      position="top-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      hotkey={HOTKEY}
      style={WIDTH_STYLE}
      dir={DIRECTION}
    />
  );
}
