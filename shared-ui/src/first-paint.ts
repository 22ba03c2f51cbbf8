import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ID } from 'shared-api/contract';

/**
 * The server's first paint of a page (the phone inbox's rows, written into the HTML before any script) is
 * removed once the app draws that screen itself, or draws another: removed in a layout effect, before the
 * browser paints, so no frame shows neither. Its own module: the shell's first script imports it, without the
 * design system.
 */
export function useDismissFirstPaint(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) document.getElementById(FIRST_PAINT_ID)?.remove();
  }, [drawn]);
}
