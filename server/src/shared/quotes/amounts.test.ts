import { lineTotalOf, quoteAmountsOf } from './amounts';

describe('quote amounts', () => {
  it('multiply and add exactly, where floats would not', () => {
    expect(lineTotalOf(3, '0.1')).toBe('0.30');
    expect(lineTotalOf('1.5', '19.99')).toBe('29.99'); // 29.985 rounds half up
    expect(quoteAmountsOf(['0.10', '0.20'], null, null)).toEqual({
      subtotal: '0.30',
      discountAmount: '0.00',
      taxAmount: '0.00',
      total: '0.30',
    });
  });

  it('take the discount off the subtotal, then tax what remains, each to the cent', () => {
    expect(quoteAmountsOf(['100.00', '33.33'], '10', '8.25')).toEqual({
      subtotal: '133.33',
      discountAmount: '13.33',
      taxAmount: '9.90', // 8.25 % of 120.00
      total: '129.90',
    });
  });

  it('stay exact for amounts beyond a float’s cents', () => {
    expect(quoteAmountsOf(['9999999999.99', '0.01'], null, null).total).toBe('10000000000.00');
  });
});
