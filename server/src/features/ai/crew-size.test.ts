import { quotedLines } from './test-catalog';

const quoted = quotedLines([
  ['2-Mover Crew with Truck', 'Two movers and a truck.', 'per hour'],
  ['3-Mover Crew with Truck', 'Three movers and a truck.', 'per hour'],
  ['Heavy Safe Move', 'A safe over 500 lb.', 'each'],
]);

describe('a crew size in a service name', () => {
  it('is chosen by the number of the crew’s own word, the hours being the quantity', () => {
    expect(quoted('pls quote 3 movers 5 hours fri')).toEqual([['3-Mover Crew with Truck', 5]]);
    expect(quoted('we will go with the 2-mover crew, 4 hours')).toEqual([['2-Mover Crew with Truck', 4]]);
  });

  it('is chosen by a count of people with another word of its name', () => {
    expect(quoted('need 2 guys n a truck sat morning, prob 3 hrs?')).toEqual([
      ['2-Mover Crew with Truck', 3],
    ]);
  });

  it('is not asked by a count of people alone, which counts no other service either', () => {
    expect(quoted('need a couple guys to move a safe')).toEqual([['Heavy Safe Move', 1]]);
  });
});
