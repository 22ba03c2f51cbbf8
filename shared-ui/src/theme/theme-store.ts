import { useSyncExternalStore } from 'react';
import type { Branding } from 'shared-api';
import { CUSTOM_THEME_KEY } from './custom-preset';
import { startupThemeSource } from './theme-source';
import { readSavedTheme, type SavedTheme, saveTheme } from './theme-storage';
import type { CustomColors, ThemeMode } from './types';

export interface ThemeState extends SavedTheme {
  /** Unsaved colours being edited: shown across the whole app until saved or discarded. */
  preview: CustomColors | null;
  /** The branding call failed at start-up: Default shows, while the saved theme is kept for next time. */
  brandingUnavailable: boolean;
}

/**
 * The app's one theme state, shared by the shell (which applies it) and the remotes (which change it): a plain
 * external store in shared-ui, a federation singleton, so a remote never imports the shell. Saved changes go to
 * browser storage at once; previews do not.
 */
function createThemeStore() {
  let state: ThemeState = { ...readSavedTheme(), preview: null, brandingUnavailable: false };
  const listeners = new Set<() => void>();

  const set = (next: ThemeState, persist: boolean) => {
    state = next;
    if (persist) saveTheme(next);
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A mode change applies at once and is persisted. */
    setMode(mode: ThemeMode) {
      if (mode !== state.mode) set({ ...state, mode }, true);
    },
    /** Saved custom colours (null clears them): they win over any preset. */
    setCustomColors(customColors: CustomColors | null) {
      set(
        { ...state, customColors, themeKey: customColors ? CUSTOM_THEME_KEY : state.themeKey, preview: null },
        true,
      );
    },
    /** A preset replaces custom colours (they would otherwise win over it). */
    setPreset(themeKey: string) {
      set({ ...state, themeKey, customColors: null, preview: null }, true);
    },
    preview(colors: CustomColors | null) {
      set({ ...state, preview: colors }, false);
    },
    /** Clearing removes the saved theme and colours and applies Default. */
    clear() {
      set({ ...state, themeKey: null, customColors: null, preview: null }, true);
    },
    /** Start-up with the tenant's branding (null when there is none or the call failed). */
    applyStartupBranding(branding: Branding | null) {
      if (!branding) return set({ ...state, brandingUnavailable: true }, false);
      const source = startupThemeSource(branding, state);
      set({ ...state, ...source, brandingUnavailable: false }, source !== null);
    },
    /** Re-reads browser storage (after log-out cleared it). */
    reload() {
      set({ ...readSavedTheme(), preview: null, brandingUnavailable: false }, false);
    },
  };
}

export const themeStore = createThemeStore();
export type ThemeStore = typeof themeStore;

export function useThemeState(): ThemeState {
  return useSyncExternalStore(themeStore.subscribe, themeStore.getState, themeStore.getState);
}
