import {
  currencyProblem,
  lineTotalCents,
  percentProblem,
  priceProblem,
  QUOTE_FIELD_MESSAGES,
  quantityProblem,
  quoteAmounts,
  validityDaysProblem,
} from './quote-rules';

describe('quote line rules', () => {
  it.each([
    [0, QUOTE_FIELD_MESSAGES.quantityPositive],
    [-1, QUOTE_FIELD_MESSAGES.quantityPositive],
    [Number.NaN, QUOTE_FIELD_MESSAGES.quantityPositive],
    [1.005, QUOTE_FIELD_MESSAGES.quantityDecimals],
    [100_001, QUOTE_FIELD_MESSAGES.quantityTooLarge],
    [2.5, null],
  ])('a quantity of %p: %p', (quantity, problem) => {
    expect(quantityProblem(quantity)).toBe(problem);
  });

  it.each([
    [-0.01, QUOTE_FIELD_MESSAGES.priceNegative],
    [19.999, QUOTE_FIELD_MESSAGES.priceDecimals],
    [0, null],
    [0.1 + 0.2, null],
  ])('a price of %p: %p', (price, problem) => {
    expect(priceProblem(price)).toBe(problem);
  });
});

describe('quote settings rules', () => {
  it.each([
    [-1, QUOTE_FIELD_MESSAGES.percentRange],
    [100.01, QUOTE_FIELD_MESSAGES.percentRange],
    [Number.NaN, QUOTE_FIELD_MESSAGES.percentRange],
    [8.255, QUOTE_FIELD_MESSAGES.percentDecimals],
    [0, null],
    [8.25, null],
    [100, null],
  ])('a percent of %p: %p', (percent, problem) => {
    expect(percentProblem(percent)).toBe(problem);
  });

  it.each([
    ['USD', null],
    ['EUR', null],
    ['usd', QUOTE_FIELD_MESSAGES.currency],
    ['US', QUOTE_FIELD_MESSAGES.currency],
    ['US$', QUOTE_FIELD_MESSAGES.currency],
  ])('a currency of %p: %p', (currency, problem) => {
    expect(currencyProblem(currency)).toBe(problem);
  });

  it.each([
    [1, null],
    [365, null],
    [0, QUOTE_FIELD_MESSAGES.validityRange],
    [366, QUOTE_FIELD_MESSAGES.validityRange],
    [7.5, QUOTE_FIELD_MESSAGES.validityWhole],
    [Number.NaN, QUOTE_FIELD_MESSAGES.validityWhole],
  ])('a validity of %p days: %p', (days, problem) => {
    expect(validityDaysProblem(days)).toBe(problem);
  });
});

describe('quoteAmounts', () => {
  it('adds the lines to the cent, with no float drift', () => {
    expect(lineTotalCents({ quantity: 3, unitCost: 0.1 })).toBe(30n);
    expect(lineTotalCents({ quantity: 1.5, unitCost: 33.33 })).toBe(5000n); // 49.995 rounds half up
    const amounts = quoteAmounts(
      [
        { quantity: 3, unitCost: 0.1 },
        { quantity: 1, unitCost: 0.2 },
      ],
      null,
      null,
    );
    expect(amounts).toEqual({ subtotal: 0.5, discountAmount: 0, taxAmount: 0, total: 0.5 });
  });

  it('takes the discount off the subtotal, then adds tax on what is left', () => {
    expect(quoteAmounts([{ quantity: 2, unitCost: 100 }], 10, 8.25)).toEqual({
      subtotal: 200,
      discountAmount: 20,
      taxAmount: 14.85,
      total: 194.85,
    });
  });

  it('keeps large totals exact', () => {
    expect(quoteAmounts([{ quantity: 100_000, unitCost: 9_999_999.99 }], null, null).total).toBe(
      999_999_999_000,
    );
  });
});
