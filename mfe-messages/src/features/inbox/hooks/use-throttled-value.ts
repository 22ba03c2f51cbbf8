import { useEffect, useRef, useState } from 'react';

/**
 * `value`, passed on at once when it changes after a quiet spell, and at most once per `intervalMs` while it keeps
 * changing (the latest value always arrives): a pause-then-keystroke searches immediately, fast typing asks the
 * server a few times a second rather than at every key.
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [passed, setPassed] = useState(value);
  const lastPassedAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const pass = () => {
      lastPassedAt.current = Date.now();
      setPassed(value);
    };
    const wait = lastPassedAt.current + intervalMs - Date.now();
    if (wait <= 0) return pass();
    const timer = setTimeout(pass, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return passed;
}
