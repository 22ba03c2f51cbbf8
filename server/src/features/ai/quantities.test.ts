import { extractQuantities } from './quantities';
import { termOf } from './text';

const found = (text: string) =>
  extractQuantities(text).map(({ value, kind, noun }) => ({ value, kind, noun }));

describe('quantities in hyphenated attributes', () => {
  it('reads a number word joined by a hyphen as an attribute, not a count', () => {
    expect(found('two-step sign-in for six staff')).toEqual([
      { value: 6, kind: 'count', noun: termOf('staff') },
    ]);
    expect(found('a three-bedroom house')).toEqual([]);
  });

  it('still reads a hyphenated duration as how long the work takes', () => {
    expect(found('book the designer for a two-hour walk-through')).toEqual([
      { value: 2, kind: 'duration', noun: null },
    ]);
    expect(found('a 3-hour session')).toEqual([{ value: 3, kind: 'duration', noun: null }]);
  });
});

describe('old things counted', () => {
  it('counts old things, while an age stays no quantity', () => {
    expect(found('we have FIVE old computers to wipe')).toEqual([
      { value: 5, kind: 'count', noun: termOf('computers') },
    ]);
    expect(found('the heater is 12 years old')).toEqual([]);
  });
});

describe('a total restated after an aside', () => {
  it("takes back the number said before 'all four'", () => {
    const said =
      'I need two new tires, the front ones, no, wait, my son says the back ones are bald too, so, all four';
    expect(found(said)).toEqual([{ value: 4, kind: 'count', noun: termOf('tires') }]);
  });

  it('keeps a number far before a correction that does not restate the whole', () => {
    const said =
      'I need two new tires, the front ones, no, wait, my son says the back ones are bald too, so, four';
    expect(found(said).map(({ value }) => value)).toEqual([2]);
  });
});

describe('a count written after the thing', () => {
  it("reads 'x4' after one thing as four of it, never a size", () => {
    expect(found('quote the mosquito program x4 and tick treatment x2')).toEqual([
      { value: 4, kind: 'count', noun: termOf('program') },
      { value: 2, kind: 'count', noun: termOf('treatment') },
    ]);
    expect(found('a 12 x 14 room')).toEqual([{ value: 168, kind: 'area', noun: null }]);
  });

  it("reads 'x2' after a plural as a total its lines may share out", () => {
    expect(extractQuantities('mattresses x2 need cleaning')).toEqual([
      expect.objectContaining({ value: 2, noun: termOf('mattresses'), shared: true }),
    ]);
  });
});

describe('numbers said in words', () => {
  it("reads on through 'hundred' and 'thousand'", () => {
    expect(found('about four thousand square feet')).toEqual([{ value: 4000, kind: 'area', noun: null }]);
    expect(found('twenty five hundred sq ft')).toEqual([{ value: 2500, kind: 'area', noun: null }]);
    expect(found('two thousand five hundred sq ft')).toEqual([{ value: 2500, kind: 'area', noun: null }]);
    expect(found('three hundred and fifty feet')).toEqual([{ value: 350, kind: 'length', noun: null }]);
  });

  it("reads 'a hundred' and 'a thousand' as one of the multiplier", () => {
    expect(found('a hundred twenty feet of fence')).toEqual([{ value: 120, kind: 'length', noun: null }]);
    expect(found('roughly a thousand square feet of lawn')).toEqual([
      { value: 1000, kind: 'area', noun: null },
    ]);
  });
});

describe('a self-correction without its unit', () => {
  it('means the unit of the number it takes back', () => {
    expect(found('about four thousand square feet no sorry forty five hundred um call me')).toEqual([
      { value: 4500, kind: 'area', noun: null },
    ]);
    expect(found('a painter for about four hours uh no make it five')).toEqual([
      { value: 5, kind: 'duration', noun: null },
    ]);
  });

  it('keeps a count of another thing apart', () => {
    expect(found('3 toilets, sorry, 4 sinks').map(({ value }) => value)).toEqual([3, 4]);
  });
});

describe('a quantity said of each of the things counted before it', () => {
  it('is that many times over', () => {
    expect(found('three flights, fourteen steps each')).toEqual([
      { value: 3, kind: 'count', noun: termOf('flights') },
      { value: 42, kind: 'count', noun: termOf('steps') },
    ]);
    expect(found('Three new townhomes are finishing, 1,650 sq ft each.')[1]).toEqual({
      value: 4950,
      kind: 'area',
      noun: null,
    });
  });

  it('counts nothing over from another sentence, nor a price each', () => {
    expect(found('We have three homes. The garage is 400 sq ft each.')[1]?.value).toBe(400);
    expect(found('2 toilets at $200 each')).toEqual([{ value: 2, kind: 'count', noun: termOf('toilets') }]);
  });
});

describe('a measure said between a count and the things it counts', () => {
  it('is the measure of each of them', () => {
    expect(found('three 8 ft sections of fence')).toEqual([{ value: 24, kind: 'length', noun: null }]);
    expect(found('two 10x12 bedrooms').find((q) => q.kind === 'area')?.value).toBe(240);
  });

  it('is the measure of one thing when no plural follows', () => {
    expect(found('a 10x12 room').find((q) => q.kind === 'area')?.value).toBe(120);
    expect(found('we need about 30 ft of fence, two gates')[0]).toEqual({
      value: 30,
      kind: 'length',
      noun: null,
    });
  });
});

describe('a height', () => {
  it('is no length of work', () => {
    expect(found('the fence is 6 ft tall and about 80 ft long')).toEqual([
      { value: 80, kind: 'length', noun: null },
    ]);
  });
});

describe('a count of nothing named', () => {
  it('counts the last plural said before it in its sentence', () => {
    expect(found('paint the front door and garage door, also the shutters, theres 8 of them')).toEqual([
      { value: 8, kind: 'count', noun: termOf('shutters') },
    ]);
    expect(found('Shutters: all 10 to be painted black.')).toEqual([
      { value: 10, kind: 'count', noun: termOf('shutters') },
    ]);
  });

  it('looks for it in its own sentence only', () => {
    expect(found('Paint the shutters. Ring me about all 10 of them.')).toEqual([
      { value: 10, kind: 'count', noun: null },
    ]);
  });
});

describe('one more thing of the kind counted', () => {
  it('adds one when joined to the count without a number of its own', () => {
    expect(found('steam clean the carpets in 3 bedrooms + living rm??')).toEqual([
      { value: 4, kind: 'count', noun: termOf('bedrooms') },
    ]);
    expect(found('the two bedrooms and the living room repainted')).toEqual([
      { value: 3, kind: 'count', noun: termOf('bedrooms') },
    ]);
  });

  it('adds nothing for a thing of another kind', () => {
    expect(found('2 toilets and the sink')).toEqual([{ value: 2, kind: 'count', noun: termOf('toilets') }]);
  });
});

describe('positions that face each other', () => {
  it('are two sides when named together', () => {
    expect(found('the brake pads need doing front and rear')).toEqual([
      { value: 2, kind: 'count', noun: termOf('side') },
    ]);
    expect(found('both tracks, left and right, are bent')).toEqual([
      { value: 2, kind: 'count', noun: termOf('tracks') },
      { value: 2, kind: 'count', noun: termOf('side') },
    ]);
  });

  it('are no count apart', () => {
    expect(found('the front door and the back gate')).toEqual([]);
  });
});

describe('sizes before what is counted', () => {
  it('counts the thing after a size word, while a quick question stays no work', () => {
    expect(found('can you deliver 30 small boxes')).toEqual([
      { value: 30, kind: 'count', noun: termOf('boxes') },
    ]);
    expect(found('I have two quick questions')).toEqual([]);
  });
});

describe('possessives', () => {
  it('end a count: what follows is a phrase of its own', () => {
    expect(found("I'm 82 uh my garage door won't close")).toEqual([]);
  });

  it("lead on to the noun after 'of'", () => {
    expect(found('replace two of my rollers')).toEqual([
      { value: 2, kind: 'count', noun: termOf('rollers') },
    ]);
  });
});

describe("a count of 'ones'", () => {
  it('counts the kind a size names, and leaves a position to the thing named before', () => {
    expect(found('need like 20 medium and 10 large ones')).toEqual([
      { value: 20, kind: 'count', noun: termOf('medium') },
      { value: 10, kind: 'count', noun: termOf('large') },
    ]);
    expect(found('the brake pads, both front ones')).toEqual([
      { value: 2, kind: 'count', noun: termOf('pads') },
    ]);
  });
});

describe('a dash before a number', () => {
  it('opening a line is a bullet, not a range', () => {
    expect(found('Notes:\n- 10 new desks arrive Tuesday')).toEqual([
      { value: 10, kind: 'count', noun: termOf('desks') },
    ]);
    expect(found('it takes 2 - 3 cycles')).toEqual([]);
  });
});

describe('a number set off at the end of its sentence', () => {
  it('counts what was named before it', () => {
    expect(found('still need wardrobe boxes tho, 4')).toEqual([
      { value: 4, kind: 'count', noun: termOf('boxes') },
    ]);
  });

  it('is no count inside a sentence that goes on', () => {
    expect(found('the boxes, 4 of which are torn, can stay')).toEqual([]);
  });
});

describe('a unit written onto its number', () => {
  it("reads '450sqft', '30ft' and '2hrs' as the number in that unit", () => {
    expect(found('the patio is 450sqft')).toEqual([{ value: 450, kind: 'area', noun: null }]);
    expect(found('a hedge 30ft long')).toEqual([{ value: 30, kind: 'length', noun: null }]);
    expect(found('a tutor for 2hrs')).toEqual([{ value: 2, kind: 'duration', noun: null }]);
  });
});

describe('an area taken away', () => {
  it("marks an area said after 'less' or 'minus' as deducted from the others", () => {
    const [floor, island] = extractQuantities('the kitchen floor is 14 x 20, minus the 4 x 6 island');
    expect(floor).toEqual(expect.objectContaining({ value: 280, kind: 'area' }));
    expect(floor?.deducted).toBeUndefined();
    expect(island).toEqual(expect.objectContaining({ value: 24, kind: 'area', deducted: true }));
  });
});

describe('a measure said of each thing counted before it', () => {
  it("multiplies by the count when 'each' comes before the measure or 'on each' after it", () => {
    expect(found('the two hedges are each about 25 feet long')).toEqual([
      { value: 2, kind: 'count', noun: termOf('hedges') },
      { value: 50, kind: 'length', noun: null },
    ]);
    expect(found('edging along both flower beds, 12 feet on each side')).toEqual([
      { value: 2, kind: 'count', noun: termOf('beds') },
      { value: 24, kind: 'length', noun: null },
    ]);
  });
});

describe('the walls of a room', () => {
  it("reads a floor's sides and the walls' height as the area of the walls, the perimeter times the height", () => {
    expect(found('a 12 x 14 bedroom with 9 ft walls')).toEqual([{ value: 468, kind: 'area', noun: null }]);
    expect(found('the office is 10 by 12, walls are 8 feet high')).toEqual([
      { value: 352, kind: 'area', noun: null },
    ]);
    expect(found('a 12 x 14 room with a 3 ft closet')).toEqual([
      { value: 168, kind: 'area', noun: null },
      { value: 3, kind: 'length', noun: null },
    ]);
  });
});

describe('a count of what the work is done on', () => {
  it("marks a count after 'on' or 'for' (through 'all', 'the', 'each of the')", () => {
    const [cabins] = extractQuantities('a sweep for all three cabins');
    expect(cabins).toEqual(expect.objectContaining({ value: 3, workedOn: true }));
    expect(extractQuantities('three cabins need a sweep')[0]?.workedOn).toBeUndefined();
  });
});

describe('a bare number joined to a length', () => {
  it("adds to the length when placed as it was ('and 45 along the back')", () => {
    expect(found('fence 30 feet along the side and 45 along the back')).toEqual([
      { value: 75, kind: 'length', noun: null },
    ]);
    expect(found('20 feet of fence and 3 gates')).toEqual([
      { value: 20, kind: 'length', noun: null },
      { value: 3, kind: 'count', noun: termOf('gates') },
    ]);
  });
});

describe('a rate', () => {
  it("reads a count followed by 'per' as how many go with each of something, no quantity", () => {
    expect(found('a bunk bed, one ladder per bed, and 6 beds in all')).toEqual([
      { value: 6, kind: 'count', noun: termOf('beds') },
    ]);
    expect(found('we have 4 classrooms (two per floor)')).toEqual([
      { value: 4, kind: 'count', noun: termOf('classrooms') },
    ]);
  });
});

describe("'single' and 'double' after a count", () => {
  it('say the kind of each thing counted, not another number', () => {
    expect(found('replace three single beds')).toEqual([{ value: 3, kind: 'count', noun: termOf('beds') }]);
    expect(found('two double windows in the den')).toEqual([
      { value: 2, kind: 'count', noun: termOf('windows') },
    ]);
  });
});

describe("'both … and'", () => {
  it('joins two things said one each and counts no plural', () => {
    expect(found('please price both sanding the floor and sealing it')).toEqual([]);
    expect(found('both the sofa and the chair need cleaning')).toEqual([]);
  });

  it("still counts when 'both' says how many of a plural or of what was named", () => {
    expect(found('both bathrooms and the hall')).toEqual([
      { value: 2, kind: 'count', noun: termOf('bathrooms') },
    ]);
    expect(found('please service both of them and the printer')).toEqual([
      { value: 2, kind: 'count', noun: null },
    ]);
  });
});

describe("a measure or count said 'each with' after a count", () => {
  it('is said of each of the things counted before it', () => {
    expect(found('three offices, each with 2 desks')).toEqual([
      { value: 3, kind: 'count', noun: termOf('offices') },
      { value: 6, kind: 'count', noun: termOf('desks') },
    ]);
  });
});

describe('a number word in a name', () => {
  it('is no count when capitalised before a capitalised word in a line written in lower case', () => {
    expect(found('Three Oaks Dental asked us to clean 4 chairs')).toEqual([
      { value: 4, kind: 'count', noun: termOf('chairs') },
    ]);
  });

  it('still counts in a title written in capitals', () => {
    expect(found('Two Sofas To Clean')).toEqual([{ value: 2, kind: 'count', noun: termOf('sofas') }]);
  });
});

describe('the head of a counted noun after describing words', () => {
  it("is the plural that names the group in 'two of the …'", () => {
    expect(found('please fix a couple of the worn wooden steps')).toEqual([
      { value: 2, kind: 'count', noun: termOf('steps') },
    ]);
    expect(found('three of our big old radiators')).toEqual([
      { value: 3, kind: 'count', noun: termOf('radiators') },
    ]);
  });

  it('is not looked for past a singular outside such a group', () => {
    expect(found('our 8 person team needs help')).toEqual([
      { value: 8, kind: 'count', noun: termOf('person') },
    ]);
  });
});

describe('a count given as how many, closing its clause', () => {
  it("counts what was named before after 'so', 'there's' or 'counted'", () => {
    expect(found('the lamps in the hall, one by each door, so three.')).toEqual([
      { value: 3, kind: 'count', noun: termOf('lamps') },
    ]);
    expect(found('the gutters on the barn, there are um five')).toEqual([
      { value: 5, kind: 'count', noun: termOf('gutters') },
    ]);
    expect(found('he counted 9, we can drop them off')).toEqual([{ value: 9, kind: 'count', noun: null }]);
  });

  it('is not read into a number that goes on, or one not given as how many', () => {
    expect(found('so two movers would do')).toEqual([{ value: 2, kind: 'count', noun: termOf('movers') }]);
    expect(found('I am 79.')).toEqual([]);
  });
});

describe("'two of the four …'", () => {
  it('counts the things with the first number, the second being the whole group', () => {
    expect(found('three of the twelve panes are cracked')).toEqual([
      { value: 3, kind: 'count', noun: termOf('panes') },
    ]);
  });

  it("names nothing with 'ones': what was said before", () => {
    expect(found('fix two of the old ones')).toEqual([{ value: 2, kind: 'count', noun: null }]);
  });
});

describe('the plural a count given as how many sums up', () => {
  it("is looked for over the whole clause before 'so …', short plurals too", () => {
    expect(found('we want the tall pots for the porch and the patio so two, thanks')).toEqual([
      { value: 2, kind: 'count', noun: termOf('pots') },
    ]);
  });

  it("is never 'ones'", () => {
    expect(found('the two old ones, so two.')).toEqual([
      { value: 2, kind: 'count', noun: null },
      { value: 2, kind: 'count', noun: null },
    ]);
  });
});

describe('decimals', () => {
  it('reads a decimal as one number with its unit', () => {
    expect(found('book the sweeper for 2.5 hours')).toEqual([{ value: 2.5, kind: 'duration', noun: null }]);
    expect(found('about 1.5 hrs of sanding')).toEqual([{ value: 1.5, kind: 'duration', noun: null }]);
  });

  it('never counts a decimal or the parts of an address or a version', () => {
    expect(found('the 5.3 V8 needs 2 new belts')).toEqual([
      { value: 2, kind: 'count', noun: termOf('belts') },
    ]);
    expect(found('printer at 192.168.1.50 and 3 laptops')).toEqual([
      { value: 3, kind: 'count', noun: termOf('laptops') },
    ]);
  });
});

describe('digits read out', () => {
  it('never counts a phone number or a unit read out digit by digit', () => {
    expect(found('call me back at five five five, oh one eight eight, I need 3 doors rekeyed')).toEqual([
      { value: 3, kind: 'count', noun: termOf('doors') },
    ]);
    expect(found("it's unit six oh four, two windows")).toEqual([
      { value: 2, kind: 'count', noun: termOf('windows') },
    ]);
  });

  it('still counts a number word before a describing word', () => {
    expect(found('we have two double doors')).toEqual([{ value: 2, kind: 'count', noun: termOf('doors') }]);
  });
});
