import { mediaQuery, useMediaQuery } from './theme/use-media-query';

/**
 * Screens narrower than this (a small laptop, a tablet) start with the sidebar collapsed and show the inbox's
 * filters as selects, so a message has room to be read.
 */
export const NARROW_SCREEN = '(max-width: 1199px)';

/** Whether the window is narrower than a wide desktop, updated live as it is resized. */
export const useNarrowScreen = () => useMediaQuery(NARROW_SCREEN);

/** Whether the window is narrow now (for a default chosen once, at start). */
export const isNarrowScreen = () => mediaQuery(NARROW_SCREEN)?.matches ?? false;
