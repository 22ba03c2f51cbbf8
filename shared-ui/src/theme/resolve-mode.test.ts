import { resolveMode } from './resolve-mode';

describe('resolveMode', () => {
  it('keeps an explicit light or dark mode whatever the system prefers', () => {
    expect(resolveMode('light', true)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
  });

  it('follows the system for the system mode', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
  });
});
