import { Typography } from 'antd';
import { usePhoneScreen } from 'shared-ui';
import { QuoteLineCards } from './quote-line-cards';
import type { QuoteLinesProps } from './quote-line-parts';
import { QuoteLinesTable } from './quote-lines-table';

/** The quote's lines: a table, or on a phone (where six columns do not fit) a card per line. */
export function QuoteLines(props: QuoteLinesProps) {
  const phone = usePhoneScreen();
  if (props.lines.length === 0) {
    return <Typography.Text type="secondary">No lines yet: add a service or a custom line.</Typography.Text>;
  }
  return phone ? <QuoteLineCards {...props} /> : <QuoteLinesTable {...props} />;
}
