import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  type AppDispatch,
  errorMessage,
  type QuoteDetail,
  quotesApi,
  type SentQuote,
  useCreateQuoteMutation,
  useSendQuoteMutation,
  useUpdateQuoteMutation,
} from 'shared-api';
import { toast } from 'shared-ui';
import { contentOf, draftOf } from '../domain/convert';
import type { Draft } from '../domain/draft';
import { type DraftProblems, hasProblems } from '../domain/problems';

interface QuoteActionsArgs {
  customerId: string;
  quote: QuoteDetail | undefined;
  draft: Draft;
  problems: DraftProblems;
  dirty: boolean;
  markTried(): void;
  replaceWith(draft: Draft, id: string): void;
  onSent(sent: SentQuote): void;
}

/**
 * Save and Send for the editor. Save creates the quote (a new one) or replaces its content, and the server's
 * answer becomes the draft; a refused save keeps what was typed. Send saves pending changes first.
 */
export function useQuoteActions({
  customerId,
  quote,
  draft,
  problems,
  dirty,
  markTried,
  replaceWith,
  onSent,
}: QuoteActionsArgs) {
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const [create, { isLoading: creating }] = useCreateQuoteMutation();
  const [update, { isLoading: updating }] = useUpdateQuoteMutation();
  const [sendQuote, { isLoading: sending }] = useSendQuoteMutation();

  const remember = (saved: QuoteDetail) => {
    dispatch(quotesApi.util.upsertQueryData('getQuote', saved.id, saved));
    replaceWith(draftOf(saved), saved.id);
  };

  const save = async (): Promise<QuoteDetail | null> => {
    markTried();
    if (hasProblems(problems)) {
      toast.error('Please fix the errors before submitting');
      return null;
    }
    try {
      const content = contentOf(draft);
      const saved = quote
        ? await update({ id: quote.id, body: content }).unwrap()
        : await create({ customerId, ...content }).unwrap();
      remember(saved);
      if (!quote) navigate(`/customers/${customerId}/quotes/${saved.id}`, { replace: true });
      toast.success(quote?.sentRevision ? `Quote saved as revision ${saved.revision}` : 'Quote saved');
      return saved;
    } catch (error) {
      toast.error('Failed to save quote', { description: errorMessage(error, '') || undefined });
      return null;
    }
  };

  const send = async () => {
    const current = !quote || dirty ? await save() : quote;
    if (!current) return;
    try {
      const sent = await sendQuote({ id: current.id }).unwrap();
      remember(sent);
      onSent(sent);
      toast.success(sent.emailedTo ? `Quote sent to ${sent.emailedTo}` : 'Quote sent');
    } catch (error) {
      toast.error('Failed to send quote', { description: errorMessage(error, '') || undefined });
    }
  };

  return { save, send, saving: creating || updating, sending };
}
