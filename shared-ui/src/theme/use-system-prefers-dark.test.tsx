import { act, renderHook } from '@testing-library/react';
import { mockColorScheme } from './mock-color-scheme';
import { useSystemPrefersDark } from './use-system-prefers-dark';

describe('useSystemPrefersDark', () => {
  let scheme: ReturnType<typeof mockColorScheme>;
  afterEach(() => scheme.restore());

  it('reads the current system preference', () => {
    scheme = mockColorScheme(true);
    const { result } = renderHook(() => useSystemPrefersDark());
    expect(result.current).toBe(true);
  });

  it('follows changes of the system preference live', () => {
    scheme = mockColorScheme(false);
    const { result } = renderHook(() => useSystemPrefersDark());
    expect(result.current).toBe(false);

    act(() => scheme.setDark(true));
    expect(result.current).toBe(true);

    act(() => scheme.setDark(false));
    expect(result.current).toBe(false);
  });

  it('stops listening when unmounted', () => {
    scheme = mockColorScheme(false);
    const { unmount } = renderHook(() => useSystemPrefersDark());
    expect(scheme.listenerCount()).toBe(1);
    unmount();
    expect(scheme.listenerCount()).toBe(0);
  });
});
