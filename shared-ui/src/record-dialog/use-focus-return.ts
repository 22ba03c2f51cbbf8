import { useEffect, useState } from 'react';

/**
 * Gives focus back to the control that opened a dialog once the dialog is gone (WCAG 2.4.3). antd does it
 * only for a Modal whose `open` turns false; our dialogs are mounted while open (each opening starts afresh),
 * and antd's focus lock keeps focus inside until the dialog leaves the page, so focus would fall to the body.
 * Call it in the component that is mounted while its dialog is open.
 */
export function useFocusReturn(): void {
  // Read while the dialog first renders, before antd moves focus into it: the opener still has it.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      // A task later: by then antd has released its lock and the dialog's elements have left the page.
      setTimeout(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
