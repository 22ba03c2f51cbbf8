import { expandTokens } from './expansion';
import { termOf, tokenize } from './text';

const added = (text: string) =>
  expandTokens(text, tokenize(text))
    .filter((token) => !token.exact)
    .map((token) => token.term);

describe('the trade lexicon', () => {
  it('adds the catalog word for a customer word, as weaker evidence, keeping the word as written', () => {
    const tokens = expandTokens('the tap in the kitchen', tokenize('the tap in the kitchen'));
    expect(tokens).toContainEqual(expect.objectContaining({ word: 'tap', term: termOf('tap'), exact: true }));
    expect(tokens).toContainEqual(
      expect.objectContaining({ word: 'tap', term: termOf('faucet'), exact: false }),
    );
  });

  it('reads the plain words for a side (inside, outside) as the catalog’s (interior, exterior)', () => {
    expect(added('the windows inside only')).toContain(termOf('interior'));
    expect(added('outside only, twenty windows')).toContain(termOf('exterior'));
  });

  it('reads a kind of room as a room, and a room as inside (interior)', () => {
    expect(added('need 3 bedrooms painted')).toEqual(
      expect.arrayContaining([termOf('room'), termOf('interior')]),
    );
    expect(added('four rooms painted')).toContain(termOf('interior'));
  });

  it('reads work in the evening or at night as nightly', () => {
    expect(added('a quote for evening cleaning of the office')).toContain(termOf('nightly'));
    expect(added('a trial of 10 nights')).toContain(termOf('nightly'));
  });

  it('reads a smell as the catalog’s odor', () => {
    expect(added('there is this smell in the spare bedroom')).toContain(termOf('odor'));
    expect(added('the dog peed on the rug and it reeks')).toContain(termOf('odor'));
  });

  it.each([
    ['the tap won’t stop dripping', ['faucet', 'repair']],
    ['no hot water since Sunday', ['water', 'heater', 'repair']],
    ['the breaker keeps tripping', ['electrical', 'troubleshooting']],
    ['the brakes are grinding', ['inspection']],
    ['check engine light came on', ['diagnostic']],
    ['it just clicks and won’t start', ['battery', 'charging', 'system', 'test']],
    ['the big oak needs its branches cut back off the roof', ['tree', 'trimming', 'pruning']],
    ['bare patches all over the lawn', ['overseeding']],
    ['my computer is so slow', ['pc', 'tune']],
    ['I am locked out of my account', ['password', 'reset', 'account', 'unlock']],
    ['can you get it back from the backup?', ['backup', 'restore']],
    ['the fishing training you mentioned', ['security', 'awareness', 'training']],
    ['could somebody come take a look', ['inspection', 'assessment', 'diagnostic', 'evaluation']],
    ['what’s causing this?', ['inspection', 'assessment', 'diagnostic', 'evaluation']],
    ['the old wallpaper has got to go', ['removal']],
    ['can you get rid of the popcorn ceiling', ['removal']],
  ])('reads “%s” as its service family', (text, family) => {
    const terms = expandTokens(text, tokenize(text)).map((token) => token.term);
    expect(terms).toEqual(expect.arrayContaining(family.map(termOf)));
    expect(added(text).length).toBeGreaterThan(0);
  });

  it('reads a compound by its own meaning, not by the symptom word inside it', () => {
    const families = (text: string) =>
      expandTokens(text, tokenize(text))
        .filter((token) => token.family)
        .map((token) => token.term);
    // Bed bugs are no general insects; an anti-virus is no infection.
    expect(families('we have bed bugs in two rooms')).not.toContain(termOf('control'));
    expect(families('we have bugs in the kitchen')).toContain(termOf('control'));
    expect(families('put the anti virus on the new laptops')).not.toContain(termOf('removal'));
    expect(families('put the anti-virus on the new laptops')).not.toContain(termOf('removal'));
    expect(families('I think the laptop has a virus')).toContain(termOf('removal'));
  });

  it('reads the version a computer runs as a description, and its upgrade only when asked', () => {
    const upgrade = (text: string) =>
      expandTokens(text, tokenize(text)).some(
        (token) => token.family?.includes(termOf('windows')) && token.term === termOf('upgrade'),
      );
    expect(upgrade('its windows 10 i think, it is so slow')).toBe(false);
    expect(upgrade('both are still on windows 10')).toBe(true);
    expect(upgrade('it keeps asking to go to windows 11')).toBe(true);
    expect(upgrade('it says windows 10 reaches end of support')).toBe(true);
  });

  it('adds nothing to words that name no symptom or thing it knows', () => {
    expect(added('see you on Thursday at the office')).toEqual([]);
  });

  it('reads a capitalised word inside a sentence as a name, not as the thing', () => {
    expect(added('we live at Cedar Commons')).toEqual([]);
    expect(added('the cedar by the fence')).toContain(termOf('tree'));
  });

  it('places added words where their cue is, for the quantity next to them', () => {
    const tokens = expandTokens('two taps drip', tokenize('two taps drip'));
    expect(tokens.find((token) => token.term === termOf('repair'))?.index).toBe(1);
  });
});
