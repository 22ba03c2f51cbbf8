import { readSavedMode, saveMode, THEME_MODE_KEY } from './theme-mode-storage';

afterEach(() => localStorage.clear());

describe('saved theme mode', () => {
  it('reads system when nothing is saved', () => {
    expect(readSavedMode()).toBe('system');
  });

  it.each(['light', 'dark', 'system'] as const)('reads back a saved %s', (mode) => {
    saveMode(mode);
    expect(localStorage.getItem(THEME_MODE_KEY)).toBe(mode);
    expect(readSavedMode()).toBe(mode);
  });

  it('reads system for an unknown saved value', () => {
    localStorage.setItem(THEME_MODE_KEY, 'sepia');
    expect(readSavedMode()).toBe('system');
  });
});
