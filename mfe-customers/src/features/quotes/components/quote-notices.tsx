import { Alert, Flex, Typography } from 'antd';
import type { QuoteDetail, SentQuote } from 'shared-api';
import { formatDate } from 'shared-ui';

interface QuoteNoticesProps {
  quote: QuoteDetail;
  /** The answer of this session's last Send, if any: whether an email went out. */
  sent: SentQuote | null;
}

/** What the user should know before editing: sent (edits make a revision), answered, and the client's link. */
export function QuoteNotices({ quote, sent }: QuoteNoticesProps) {
  return (
    <Flex vertical gap="small">
      {quote.status === 'SENT' && <RevisionNotice quote={quote} />}
      {(quote.status === 'ACCEPTED' || quote.status === 'DECLINED') && (
        <Alert
          type={quote.status === 'ACCEPTED' ? 'success' : 'warning'}
          showIcon
          title={`${quote.status === 'ACCEPTED' ? 'Accepted' : 'Declined'} by the client${
            quote.decidedAt ? ` on ${formatDate(quote.decidedAt)}` : ''
          }.`}
          description={quote.clientComment ? `“${quote.clientComment}”` : undefined}
        />
      )}
      {quote.status === 'EXPIRED' && (
        <Alert
          type="warning"
          showIcon
          title={`Expired: it was valid until ${formatDate(quote.validUntil)}.`}
        />
      )}
      {quote.publicUrl && <ClientLink url={quote.publicUrl} sent={sent} />}
    </Flex>
  );
}

function RevisionNotice({ quote }: { quote: QuoteDetail }) {
  const title = quote.hasUnsentChanges
    ? `Revision ${quote.revision} is not sent yet: the client still sees revision ${quote.sentRevision}. Send it again to show the changes.`
    : `This quote was sent. Saving changes makes a new revision (${quote.revision + 1}); the client keeps seeing revision ${quote.sentRevision} until you send it again.`;
  return <Alert type="info" showIcon title={title} />;
}

function ClientLink({ url, sent }: { url: string; sent: SentQuote | null }) {
  const title =
    sent && !sent.emailed
      ? 'No email went out: copy the link and send it to the client.'
      : sent?.emailedTo
        ? `Emailed to ${sent.emailedTo}. The client's link:`
        : "The client's link:";
  return (
    <Alert
      type={sent && !sent.emailed ? 'warning' : 'info'}
      title={title}
      description={
        <Typography.Paragraph
          code
          copyable={{ text: url, tooltips: ['Copy link', 'Copied'] }}
          style={{ wordBreak: 'break-all', margin: 0 }}
        >
          {url}
        </Typography.Paragraph>
      }
    />
  );
}
