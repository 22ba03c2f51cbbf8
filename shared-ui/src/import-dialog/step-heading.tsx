import { type CSSProperties, useEffect, useRef } from 'react';

/** Read by screen readers, hidden on screen: the Steps bar above already shows where the user is. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * The current step, announced and focused as it mounts (key it by step): the button that moved on has left the
 * page, and focus would otherwise fall out of the dialog.
 */
export function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h3 ref={heading} tabIndex={-1} style={VISUALLY_HIDDEN}>
      {children}
    </h3>
  );
}
