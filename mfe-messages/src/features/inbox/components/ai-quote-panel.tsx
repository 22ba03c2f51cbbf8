import RobotOutlined from '@ant-design/icons/RobotOutlined';
import { Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { Fragment, useId, useState } from 'react';
import type { AiQuoteContent, PrefillFromMessage } from 'shared-api';
import { formatMoney, toast, usePhoneScreen } from 'shared-ui';
import { useGenerateQuoteFromMessageMutation } from '../api/messages-api';
import { CorrectQuoteLine } from './correct-quote-line';
import { SaveAsQuote } from './save-as-quote';

interface AiQuotePanelProps {
  messageId: string;
  tenantId: string;
  userId: string;
  /** The result stored on the message, shown as it is (failing to load it is silent). */
  existing: AiQuoteContent | null;
  /** The message's customer, whom "Save as quote" drafts for (asked for when there is none). */
  customerId: string | null;
  prefill: PrefillFromMessage;
  onGenerated(content: AiQuoteContent): void;
}

/**
 * The AI quote: idle, then Generating, then Quote Ready, with the priced line items. On a phone its actions are
 * large, full-width buttons under the quote, where a thumb reaches them, rather than in the card's title bar.
 */
export function AiQuotePanel({
  messageId,
  tenantId,
  userId,
  existing,
  customerId,
  prefill,
  onGenerated,
}: AiQuotePanelProps) {
  const [generate, { isLoading }] = useGenerateQuoteFromMessageMutation();
  const [generated, setGenerated] = useState<AiQuoteContent | null>(null);
  const quote = generated ?? existing;

  const run = async () => {
    try {
      const { content } = await generate({ messageId, tenantId, userId }).unwrap();
      setGenerated(content);
      onGenerated(content);
      toast.success('Quote generated');
    } catch {
      toast.error('Failed to generate quote');
    }
  };

  const phone = usePhoneScreen();
  const actions = (
    <>
      {quote && !isLoading && quote.lineItems.length > 0 && (
        <SaveAsQuote
          tenantId={tenantId}
          messageId={messageId}
          customerId={customerId}
          quote={quote}
          prefill={prefill}
          large={phone}
        />
      )}
      <Button type="primary" size={phone ? 'large' : undefined} loading={isLoading} onClick={run}>
        {isLoading ? 'Generating' : quote ? 'Regenerate Quote' : 'Generate Quote'}
      </Button>
    </>
  );

  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <RobotOutlined />
          AI Quote
          {quote && !isLoading && <Tag color="green">Quote Ready</Tag>}
        </Flex>
      }
      extra={phone ? undefined : <Flex gap="small">{actions}</Flex>}
    >
      {quote ? (
        <QuoteLines quote={quote} tenantId={tenantId} messageId={messageId} />
      ) : (
        <Typography.Text type="secondary">Price this request from your service catalogs.</Typography.Text>
      )}
      {phone && (
        <Flex vertical gap="small" style={{ marginTop: 12 }}>
          {actions}
        </Flex>
      )}
    </Card>
  );
}

interface QuoteLinesProps {
  quote: AiQuoteContent;
  tenantId: string;
  messageId: string;
}

/** The priced lines, each with the words of the message it came from and a way to say it is the wrong service. */
function QuoteLines({ quote, tenantId, messageId }: QuoteLinesProps) {
  const { token } = theme.useToken();
  const needsReviewId = useId();
  const cell = { padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` };
  const number = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  // A line's priced cells and its evidence row below read as one line: no border between them.
  const priced = { ...cell, borderBottom: 'none' };
  const pricedNumber = { ...number, borderBottom: 'none' };
  return (
    <Flex vertical gap="small">
      <Typography.Text>{`Quote generated with ${quote.lineItems.length} line items.`}</Typography.Text>
      {quote.lineItems.length > 0 && (
        // Five columns outgrow a phone: the table scrolls sideways on its own, not the page.
        <div style={{ overflowX: 'auto' }}>
          <table
            aria-label="Quote line items"
            style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}
          >
            <thead>
              <tr>
                <th style={{ ...cell, textAlign: 'left' }}>Service</th>
                <th style={number}>Quantity</th>
                <th style={{ ...cell, textAlign: 'left' }}>Unit</th>
                <th style={number}>Unit Cost</th>
                <th style={number}>Line Total</th>
              </tr>
            </thead>
            <tbody>
              {quote.lineItems.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id and may repeat a service
                <Fragment key={`${item.serviceId ?? item.name}-${index}`}>
                  <tr>
                    <td style={priced}>{item.name}</td>
                    <td style={pricedNumber}>{item.quantity}</td>
                    <td style={priced}>{item.unit ?? ''}</td>
                    <td style={pricedNumber}>{formatMoney(item.unitCost)}</td>
                    <td style={pricedNumber}>{formatMoney(item.lineTotal)}</td>
                  </tr>
                  {/* The evidence spans the row: in a narrow pane the service column alone is too tight for it. */}
                  <tr>
                    <td style={{ ...cell, paddingTop: 0 }} colSpan={5}>
                      {item.sourceText && (
                        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                          From: “{item.sourceText}”
                        </Typography.Text>
                      )}
                      <CorrectQuoteLine tenantId={tenantId} messageId={messageId} line={item} />
                    </td>
                  </tr>
                </Fragment>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th style={{ ...cell, textAlign: 'left' }} colSpan={4}>
                  Total
                </th>
                <th style={number}>{formatMoney(quote.total)}</th>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {quote.unmatched.length > 0 && (
        <Flex vertical gap={4}>
          <Typography.Text strong id={needsReviewId}>
            Needs review
          </Typography.Text>
          <ul aria-labelledby={needsReviewId} style={{ margin: 0, paddingInlineStart: 20 }}>
            {quote.unmatched.map((item) => (
              <li key={`${item.text}\n${item.reason}`}>
                <Typography.Text>{item.text}</Typography.Text>{' '}
                <Typography.Text type="secondary">{item.reason}</Typography.Text>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}
