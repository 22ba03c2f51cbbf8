import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  LineActions,
  LineDescription,
  type LinePartProps,
  LineQuantity,
  LineUnitPrice,
  lineTotalText,
  type QuoteLinesProps,
} from './quote-line-parts';

const LIST_RESET = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The quote's lines on a phone: a card each, the table's fields stacked, at a thumb's size. */
export function QuoteLineCards({ lines, problems, readOnly, dispatch }: QuoteLinesProps) {
  return (
    <Flex vertical gap="small" component="ol" aria-label="Quote lines" style={LIST_RESET}>
      {lines.map((line, index) => (
        <li key={line.key}>
          <QuoteLineCard
            line={line}
            position={index + 1}
            last={index === lines.length - 1}
            problems={problems[line.key] ?? {}}
            readOnly={readOnly}
            dispatch={dispatch}
            size="middle"
          />
        </li>
      ))}
    </Flex>
  );
}

function QuoteLineCard(part: LinePartProps) {
  const { line, readOnly } = part;
  const unit = line.unit ? ` (${line.unit})` : '';
  return (
    <Card size="small" data-testid="quote-line">
      <Flex vertical gap={8}>
        <Captioned caption={line.kind === 'custom' ? 'Description' : 'Service'}>
          <LineDescription {...part} />
        </Captioned>
        <Flex gap={8} wrap>
          <Captioned caption={`Quantity${unit}`}>
            <LineQuantity {...part} />
          </Captioned>
          <Captioned caption="Unit price">
            <LineUnitPrice {...part} />
          </Captioned>
        </Flex>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <span>
            Line total <strong>{lineTotalText(line)}</strong>
          </span>
          {!readOnly && (
            <Flex gap={4}>
              <LineActions {...part} />
            </Flex>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

/** A card's field under its caption (the table's column header); the field keeps its own accessible name. */
function Captioned({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2} style={{ flex: '1 1 120px', minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {caption}
      </Typography.Text>
      <div>{children}</div>
    </Flex>
  );
}
