import { readSavedTheme, saveTheme } from './theme-storage';

afterEach(() => localStorage.clear());

const red = { primary: '#be123c', secondary: '#64748b', accent: '#8b5cf6' };

describe('saved theme (what the browser keeps)', () => {
  it('reads system mode, no key and no colours when nothing is saved', () => {
    expect(readSavedTheme()).toEqual({ mode: 'system', themeKey: null, customColors: null });
  });

  it('reads back what it saved under the theme key, colours and mode keys', () => {
    saveTheme({ mode: 'dark', themeKey: 'custom', customColors: red });
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    expect(localStorage.getItem('theme-key')).toBe('custom');
    expect(JSON.parse(localStorage.getItem('theme-custom-colors') ?? '')).toEqual(red);
    expect(readSavedTheme()).toEqual({ mode: 'dark', themeKey: 'custom', customColors: red });
  });

  it('removes the key and colours saved as null', () => {
    saveTheme({ mode: 'light', themeKey: 'custom', customColors: red });
    saveTheme({ mode: 'light', themeKey: null, customColors: null });
    expect(localStorage.getItem('theme-key')).toBeNull();
    expect(localStorage.getItem('theme-custom-colors')).toBeNull();
  });

  it('ignores an unknown mode and colours that are not three hex colours', () => {
    localStorage.setItem('theme-mode', 'sepia');
    localStorage.setItem('theme-custom-colors', JSON.stringify({ ...red, accent: 'purple' }));
    expect(readSavedTheme()).toEqual({ mode: 'system', themeKey: null, customColors: null });
    localStorage.setItem('theme-custom-colors', '{not json');
    expect(readSavedTheme().customColors).toBeNull();
  });
});
