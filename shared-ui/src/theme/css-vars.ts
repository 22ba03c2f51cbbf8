import { primaryForeground } from './theme-maths';
import type { ResolvedThemeMode, ThemeVars } from './types';

/**
 * The preset's variables as CSS custom properties (`--qd-primary`, …, `--qd-radius`) for non-antd styling,
 * with `--qd-primary-foreground`, the text colour that reads on the primary in this mode.
 */
export function themeCssVars(vars: ThemeVars, mode: ResolvedThemeMode): Record<`--qd-${string}`, string> {
  return {
    '--qd-primary': vars.primary,
    '--qd-primary-foreground': primaryForeground(vars.primary, mode),
    '--qd-secondary': vars.secondary,
    '--qd-accent': vars.accent,
    '--qd-muted': vars.muted,
    '--qd-destructive': vars.destructive,
    '--qd-border': vars.border,
    '--qd-input': vars.input,
    '--qd-ring': vars.ring,
    '--qd-sidebar': vars.sidebar,
    '--qd-radius': `${vars.radius}px`,
  };
}
