import { Descriptions } from 'antd';
import type { QuoteAmounts } from 'shared-api';
import { formatMoney } from 'shared-ui';

interface QuoteTotalsProps {
  amounts: QuoteAmounts;
  discountPercent: number | null;
  taxRatePercent: number | null;
}

/** Subtotal, the tenant's discount and tax when it has them, and the total. */
export function QuoteTotals({ amounts, discountPercent, taxRatePercent }: QuoteTotalsProps) {
  const items = [
    { key: 'subtotal', label: 'Subtotal', children: formatMoney(amounts.subtotal) },
    ...(discountPercent
      ? [
          {
            key: 'discount',
            label: `Discount (${discountPercent}%)`,
            children: `−${formatMoney(amounts.discountAmount)}`,
          },
        ]
      : []),
    ...(taxRatePercent
      ? [{ key: 'tax', label: `Tax (${taxRatePercent}%)`, children: formatMoney(amounts.taxAmount) }]
      : []),
    {
      key: 'total',
      label: 'Total',
      children: <strong data-testid="quote-total">{formatMoney(amounts.total)}</strong>,
    },
  ];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={items}
      style={{ maxWidth: 360, marginLeft: 'auto' }}
    />
  );
}
