import type { ThemeMode } from 'shared-api';

export type { ThemeMode };
/** 'system' resolved to what the operating system shows. */
export type ResolvedThemeMode = Exclude<ThemeMode, 'system'>;

/** A preset's style variables: colours as hex strings, the corner radius in px. */
export interface ThemeVars {
  primary: string;
  secondary: string;
  accent: string;
  muted: string;
  destructive: string;
  border: string;
  input: string;
  ring: string;
  sidebar: string;
  radius: number;
}

export interface ThemePreset {
  key: string;
  displayName: string;
  /** Light-mode values. */
  vars: ThemeVars;
  /** Dark-mode overrides of `vars`, typically the surfaces (sidebar, borders) that must turn dark. */
  darkVars?: Partial<ThemeVars>;
  /** A colour tinting the page background and cards (theme-maths.ts); presets use antd's neutral surfaces. */
  tint?: string;
}

/** A tenant's (or user's) own colours, as hex strings. */
export interface CustomColors {
  primary: string;
  secondary: string;
  accent: string;
}
