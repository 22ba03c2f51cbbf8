import { parseDecimal, UNIT_COST_MESSAGES, unitCostProblem } from './catalog-rules';
import { serviceRequestSchema } from './catalogs';

describe('parseDecimal', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['.5', 0.5],
    ['-1', -1],
    ['1.234', 1.234],
  ])('reads %j as %d', (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each(['abc', '', ' ', '1e3', '0x10', '1,5', '12 34'])('reads %j as no number', (text) =>
    expect(parseDecimal(text)).toBeNaN(),
  );
});

describe('unitCostProblem', () => {
  it.each([
    [Number.NaN, UNIT_COST_MESSAGES.notANumber],
    [-1, UNIT_COST_MESSAGES.notPositive],
    [0, UNIT_COST_MESSAGES.notPositive],
    [1.234, UNIT_COST_MESSAGES.tooPrecise],
    [1e-7, UNIT_COST_MESSAGES.tooPrecise],
    [1e10, UNIT_COST_MESSAGES.tooLarge],
  ])('refuses %d: %s', (cost, message) => expect(unitCostProblem(cost)).toBe(message));

  it.each([0.01, 1.2, 95.5, 9_999_999_999.99])('accepts %d', (cost) =>
    expect(unitCostProblem(cost)).toBeNull(),
  );

  it('is the rule the server validates with, word for word', () => {
    const result = serviceRequestSchema.safeParse({
      name: 'Sump pump',
      unitCost: 1.234,
      catalogId: '11111111-1111-4111-8111-111111111111',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['unitCost', UNIT_COST_MESSAGES.tooPrecise],
    ]);
  });
});
