import { mediaQuery, useMediaQuery } from './theme/use-media-query';

/**
 * Screens narrower than this (a small laptop, a tablet) start with the sidebar collapsed and show the inbox's
 * filters as selects, so a message has room to be read.
 */
export const NARROW_SCREEN = '(max-width: 1199px)';

/**
 * Screens narrower than this (a phone, a tablet held upright) have room for one pane at a time: the inbox shows
 * its list, then the message on its own page; the pipeline shows one column.
 */
export const COMPACT_SCREEN = '(max-width: 1023px)';

/** Phones: the sidebar becomes a top bar with a menu drawer, and dialogs fill the screen. */
export const PHONE_SCREEN = '(max-width: 767px)';

/** Whether the window is narrower than a wide desktop, updated live as it is resized. */
export const useNarrowScreen = () => useMediaQuery(NARROW_SCREEN);

/** Whether the window has room for one pane only (a phone or an upright tablet), updated live. */
export const useCompactScreen = () => useMediaQuery(COMPACT_SCREEN);

/** Whether the window is a phone's, updated live. */
export const usePhoneScreen = () => useMediaQuery(PHONE_SCREEN);

/** Whether the window is narrow now (for a default chosen once, at start). */
export const isNarrowScreen = () => mediaQuery(NARROW_SCREEN)?.matches ?? false;
