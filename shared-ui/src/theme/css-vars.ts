import type { ThemeVars } from './types';

/** The preset's variables as CSS custom properties (`--qd-primary`, …, `--qd-radius`) for non-antd styling. */
export function themeCssVars(vars: ThemeVars): Record<`--qd-${string}`, string> {
  return {
    '--qd-primary': vars.primary,
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
