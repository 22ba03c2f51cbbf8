import { distinctivePhrase } from './correction-phrase';

describe('the phrase a correction stores', () => {
  it('keeps the words the wrong service does not explain, without stop words or numbers', () => {
    expect(
      distinctivePhrase('the battery inside my key fob, 2 of them', {
        wrong: 'Battery Replacement',
        right: 'Key Fob Programming',
      }),
    ).toBe('inside key fob');
  });

  it("keeps a word both names share: it says what the right service's action is done to", () => {
    expect(
      distinctivePhrase('the two outlet swaps.', {
        wrong: 'Outlet Installation',
        right: 'Outlet or Switch Replacement',
      }),
    ).toBe('outlet swaps');
  });

  it('reads the names by their stems, and keeps each word once, as written', () => {
    expect(
      distinctivePhrase('Recessed lights, recessed LIGHTING in the basement', {
        wrong: 'Light Fixture Installation',
        right: 'Recessed Light Installation',
      }),
    ).toBe('Recessed lights basement');
  });

  it('keeps at most five words', () => {
    expect(
      distinctivePhrase('gravel river rock stones pebbles boulders border edging', {
        right: 'Decorative Rock Installation',
      }),
    ).toBe('gravel river rock stones pebbles');
  });

  it('keeps the text whole when every word is a stop word or the wrong service’s', () => {
    expect(
      distinctivePhrase('  the  furnace tune-up ', { wrong: 'Furnace Tune-Up', right: 'HVAC Diagnostic' }),
    ).toBe('the furnace tune-up');
  });
});
