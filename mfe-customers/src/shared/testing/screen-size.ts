import { COMPACT_SCREEN, PHONE_SCREEN } from 'shared-ui';

/** Makes the window match only these media queries (jest's default window matches none) until mocks are restored. */
function mockScreenMatching(queries: readonly string[]) {
  const wide = window.matchMedia.bind(window);
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => ({ ...wide(query), matches: queries.includes(query) }));
}

/** A tablet held upright: a compact screen, not a phone. */
export const onCompactScreen = () => mockScreenMatching([COMPACT_SCREEN]);

/** A phone: a compact screen too. */
export const onPhone = () => mockScreenMatching([COMPACT_SCREEN, PHONE_SCREEN]);
