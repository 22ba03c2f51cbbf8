import { useMediaQuery } from './use-media-query';

/** Whether the operating system asks for a dark colour scheme, updated live when the user changes it. */
export function useSystemPrefersDark(): boolean {
  return useMediaQuery('(prefers-color-scheme: dark)');
}

/** Whether the operating system asks for less motion; antd's animations are then turned off. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
