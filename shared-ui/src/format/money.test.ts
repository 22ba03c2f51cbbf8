import { formatMoney, formatRevenue } from './money';

describe('formatMoney', () => {
  it('shows a dollar sign, thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('rounds to whole dollars for catalog lists', () => {
    expect(formatMoney(1234.5, 0)).toBe('$1,235');
    expect(formatMoney(99.4, 0)).toBe('$99');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-12.3)).toBe('-$12.30');
  });
});

describe('formatRevenue', () => {
  it('shows thousands with one decimal and a k at or above 1000', () => {
    expect(formatRevenue(1000)).toBe('$1.0k');
    expect(formatRevenue(1500)).toBe('$1.5k');
    expect(formatRevenue(12345)).toBe('$12.3k');
    expect(formatRevenue(2500000)).toBe('$2,500.0k');
  });

  it('shows whole dollars below 1000', () => {
    expect(formatRevenue(999)).toBe('$999');
    expect(formatRevenue(0)).toBe('$0');
    expect(formatRevenue(42.4)).toBe('$42');
  });
});
