import { act, renderHook } from '@testing-library/react';
import { useThrottledValue } from './use-throttled-value';

describe('useThrottledValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function render() {
    return renderHook(({ value }) => useThrottledValue(value, 150), { initialProps: { value: '' } });
  }

  it('passes a change after a quiet spell on at once', () => {
    const hook = render();
    act(() => jest.advanceTimersByTime(1000));
    hook.rerender({ value: 'jordan' });
    expect(hook.result.current).toBe('jordan');
  });

  it('passes changes in quick succession at most once per interval, ending with the latest', () => {
    const hook = render();
    act(() => jest.advanceTimersByTime(1000));
    hook.rerender({ value: 'j' });
    expect(hook.result.current).toBe('j');
    hook.rerender({ value: 'jo' });
    act(() => jest.advanceTimersByTime(50));
    hook.rerender({ value: 'jor' });
    expect(hook.result.current).toBe('j');
    act(() => jest.advanceTimersByTime(99));
    expect(hook.result.current).toBe('j');
    act(() => jest.advanceTimersByTime(1));
    expect(hook.result.current).toBe('jor');
  });
});
