import { MAX_QUOTE_LINES } from './constants';
import { QUOTE_FIELD_MESSAGES } from './quote-rules';
import { createQuoteRequestSchema, quoteSettingsSchema } from './quotes';

const CUSTOMER = '00000000-0000-4000-8000-000000000001';
const SERVICE = '00000000-0000-4000-8000-000000000002';

const messagesOf = (lines: object[]) => {
  const result = createQuoteRequestSchema.safeParse({ customerId: CUSTOMER, lines });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the quote rules client and server share', () => {
  it('take catalog and custom lines with positive quantities and cents', () => {
    expect(
      messagesOf([
        { serviceId: SERVICE, quantity: 1.5 },
        { description: 'Call-out', unitCost: 19.99, quantity: 3 },
        { description: 'Free check', unitCost: 0, quantity: 1 },
      ]),
    ).toEqual([]);
  });

  it('refuse a quantity of 0 or less, and more than 2 decimals of money', () => {
    expect(messagesOf([{ serviceId: SERVICE, quantity: 0 }])).toContain(
      QUOTE_FIELD_MESSAGES.quantityPositive,
    );
    expect(messagesOf([{ serviceId: SERVICE, quantity: -2 }])).toContain(
      QUOTE_FIELD_MESSAGES.quantityPositive,
    );
    expect(messagesOf([{ description: 'x', unitCost: 10.005, quantity: 1 }])).toContain(
      QUOTE_FIELD_MESSAGES.priceDecimals,
    );
    expect(messagesOf([{ description: ' ', unitCost: 1, quantity: 1 }])).toContain(
      QUOTE_FIELD_MESSAGES.descriptionEmpty,
    );
  });

  it(`allow at most ${MAX_QUOTE_LINES} lines`, () => {
    const line = { serviceId: SERVICE, quantity: 1 };
    expect(messagesOf(Array(MAX_QUOTE_LINES).fill(line))).toEqual([]);
    expect(messagesOf(Array(MAX_QUOTE_LINES + 1).fill(line))).toEqual([QUOTE_FIELD_MESSAGES.tooManyLines]);
  });

  it('keep tax and discount percents between 0 and 100, none by default', () => {
    const settings = { taxRatePercent: null, discountPercent: null, currency: 'USD', validityDays: 30 };
    expect(quoteSettingsSchema.safeParse(settings).success).toBe(true);
    expect(quoteSettingsSchema.safeParse({ ...settings, taxRatePercent: 8.25 }).success).toBe(true);
    expect(quoteSettingsSchema.safeParse({ ...settings, taxRatePercent: 101 }).success).toBe(false);
    expect(quoteSettingsSchema.safeParse({ ...settings, currency: 'usd' }).success).toBe(false);
  });

  it('refuse settings in the words of the rules the settings form runs', () => {
    const settings = { taxRatePercent: null, discountPercent: null, currency: 'USD', validityDays: 30 };
    const issues = (changes: object) =>
      quoteSettingsSchema.safeParse({ ...settings, ...changes }).error?.issues.map((issue) => issue.message);
    expect(issues({ taxRatePercent: 101 })).toEqual([QUOTE_FIELD_MESSAGES.percentRange]);
    expect(issues({ discountPercent: 8.255 })).toEqual([QUOTE_FIELD_MESSAGES.percentDecimals]);
    expect(issues({ currency: 'usd' })).toEqual([QUOTE_FIELD_MESSAGES.currency]);
    expect(issues({ validityDays: 0 })).toEqual([QUOTE_FIELD_MESSAGES.validityRange]);
    expect(issues({ validityDays: 1.5 })).toEqual([QUOTE_FIELD_MESSAGES.validityWhole]);
  });
});
