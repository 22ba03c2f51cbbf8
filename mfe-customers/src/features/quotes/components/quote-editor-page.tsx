import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Alert, Button, Flex, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  MAX_QUOTE_NOTES_LENGTH,
  type QuoteDetail,
  quotePdfUrl,
  type SentQuote,
  skipToken,
  useGetCurrentSessionQuery,
  useGetQuoteQuery,
  useGetQuoteSettingsQuery,
} from 'shared-api';
import { LoadFailure, LoadingSkeleton, PageHeader } from 'shared-ui';
import { QuoteStatusTag } from '../../../shared/quote-status-tag';
import { useActionSize } from '../../../shared/use-action-size';
import { catalogLine, customLine } from '../domain/convert';
import { typedAmounts, typedDiscount } from '../domain/problems';
import { useQuoteActions } from '../hooks/use-quote-actions';
import { useQuoteDraft } from '../hooks/use-quote-draft';
import { AddLineBar } from './add-line-bar';
import { QuoteLines } from './quote-lines';
import { QuoteNotices } from './quote-notices';
import { QuoteTotals } from './quote-totals';
import { TypedField } from './typed-field';

/** Statuses whose quote may still change (an answered or expired quote is kept as it was). */
const EDITABLE = new Set(['DRAFT', 'SENT']);

/** The quote editor at /customers/{id}/quotes/{quoteId} ('new' drafts one): lines, totals, notes, save, send, PDF. */
export function QuoteEditorPage() {
  const { id: customerId = '', quoteId = 'new' } = useParams();
  const isNew = quoteId === 'new';
  const { data: quote, isLoading, isError, error, refetch } = useGetQuoteQuery(isNew ? skipToken : quoteId);
  const navigate = useNavigate();
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/customers/${customerId}`)}>
      Back to customer
    </Button>
  );

  if (isLoading) {
    return <LoadingSkeleton label="Loading quote..." shape="detail" />;
  }
  if (!isNew && (isError || !quote)) {
    const status = error && 'status' in error ? error.status : undefined;
    if (status === 404 || status === 400) {
      return (
        <Result
          status="404"
          title="Quote not found"
          subTitle="This quote does not exist or is not part of your company."
          extra={back}
        />
      );
    }
    return <LoadFailure title="Quote could not be loaded." onRetry={refetch} />;
  }
  return <QuoteEditor key={quoteId} customerId={customerId} quote={quote} back={back} />;
}

interface QuoteEditorProps {
  customerId: string;
  quote: QuoteDetail | undefined;
  back: React.ReactNode;
}

function QuoteEditor({ customerId, quote, back }: QuoteEditorProps) {
  const { data: session } = useGetCurrentSessionQuery();
  const tenantId = session?.tenantId;
  // A new quote takes the tenant's tax and (as a default the user may change) discount; a saved one keeps its own.
  const { data: settings } = useGetQuoteSettingsQuery(!quote && tenantId ? tenantId : skipToken);
  const editor = useQuoteDraft(quote, settings?.discountPercent);
  const [sent, setSent] = useState<SentQuote | null>(null);
  const actions = useQuoteActions({ customerId, quote, ...editor, onSent: setSent });
  const readOnly = Boolean(quote && !EDITABLE.has(quote.status));
  const busy = actions.saving || actions.sending;
  const taxRatePercent = quote ? quote.taxRatePercent : (settings?.taxRatePercent ?? null);
  const { draft, dispatch } = editor;
  const actionSize = useActionSize();
  // The server's totals are the truth for what is saved; while typing, the same rules run here.
  const saved = quote && !editor.dirty;
  const amounts = saved ? quote : typedAmounts(draft, taxRatePercent);
  const discountPercent = saved ? quote.discountPercent : typedDiscount(draft);

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={quote ? `Quote ${quote.number}` : 'New quote'}
        subtitle={quote?.customerName}
        extra={
          <>
            {back}
            {quote && (
              <Button icon={<FilePdfOutlined />} href={quotePdfUrl(quote.id)} download>
                Download PDF
              </Button>
            )}
          </>
        }
      />
      {quote && (
        <Flex gap={8} align="center" wrap>
          <QuoteStatusTag status={quote.status} />
          <Typography.Text type="secondary">
            Revision {quote.revision}
            {quote.aiGenerated && ' · AI-generated'}
          </Typography.Text>
        </Flex>
      )}
      {quote && <QuoteNotices quote={quote} sent={sent} />}
      {tenantId && !readOnly && (
        <AddLineBar
          tenantId={tenantId}
          disabled={busy}
          onAddService={(service) => dispatch({ type: 'add', line: catalogLine(service) })}
          onAddCustom={() => dispatch({ type: 'add', line: customLine() })}
        />
      )}
      <QuoteLines
        lines={draft.lines}
        problems={editor.shownProblems.lines}
        readOnly={readOnly}
        dispatch={dispatch}
      />
      {editor.shownProblems.quote && <Alert type="error" showIcon title={editor.shownProblems.quote} />}
      <QuoteTotals amounts={amounts} discountPercent={discountPercent} taxRatePercent={taxRatePercent} />
      <Flex gap="middle" wrap>
        <Flex vertical style={{ flex: 2, minWidth: 280 }}>
          <label htmlFor="quote-notes">
            <Typography.Text strong>Notes to the customer</Typography.Text>
          </label>
          <Input.TextArea
            id="quote-notes"
            value={draft.notes}
            disabled={readOnly}
            maxLength={MAX_QUOTE_NOTES_LENGTH}
            rows={3}
            onChange={(event) => dispatch({ type: 'set', fields: { notes: event.target.value } })}
          />
        </Flex>
        <Flex vertical style={{ flex: 1, minWidth: 140 }}>
          <label htmlFor="quote-discount">
            <Typography.Text strong>Discount</Typography.Text>
          </label>
          <TypedField
            id="quote-discount"
            label="Discount"
            value={draft.discountPercent}
            problem={editor.shownProblems.discount ?? undefined}
            inputMode="decimal"
            suffix="%"
            placeholder="None"
            disabled={readOnly}
            size="middle"
            onChange={(discountPercent) => dispatch({ type: 'set', fields: { discountPercent } })}
          />
        </Flex>
        <Flex vertical style={{ flex: 1, minWidth: 180 }}>
          <label htmlFor="quote-valid-until">
            <Typography.Text strong>Valid until</Typography.Text>
          </label>
          <Input
            id="quote-valid-until"
            type="date"
            value={draft.validUntil}
            disabled={readOnly}
            onChange={(event) => dispatch({ type: 'set', fields: { validUntil: event.target.value } })}
          />
        </Flex>
      </Flex>
      {!readOnly && (
        <Flex gap="small" justify="flex-end">
          <Button
            size={actionSize}
            loading={actions.saving}
            disabled={busy || (quote && !editor.dirty)}
            onClick={actions.save}
          >
            Save
          </Button>
          <Button
            type="primary"
            size={actionSize}
            icon={<SendOutlined />}
            loading={actions.sending}
            disabled={busy}
            onClick={actions.send}
          >
            {quote?.sentRevision ? 'Send again' : 'Send'}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
