import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import { Button, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  type AiQuoteContent,
  type AppDispatch,
  type CustomerFormProps,
  errorMessage,
  type PrefillFromMessage,
  quotesApi,
  skipToken,
  useCreateQuoteMutation,
} from 'shared-api';
import { toast, useFocusReturn } from 'shared-ui';
import { FederatedComponent } from 'shared-ui/remote-host';
import { SearchSelect } from 'shared-ui/search-select';
import { useGetQuoteCustomerMatchesQuery } from '../api/messages-api';
import { quoteLinesOf } from '../logic/quote-lines';

interface SaveAsQuoteProps {
  tenantId: string;
  messageId: string;
  /** The message's customer; without one, the user picks or creates one first. */
  customerId: string | null;
  quote: AiQuoteContent;
  /** The sender, to fill a new customer's form. */
  prefill: PrefillFromMessage;
  /** A phone's touch-sized button (and dialog button). */
  large: boolean;
}

/**
 * "Save as quote": the AI quote becomes a DRAFT quote linked to the message and its customer (AI-generated),
 * then its editor opens. A message without a customer asks for one: an existing one, or a new one.
 */
export function SaveAsQuote({ tenantId, messageId, customerId, quote, prefill, large }: SaveAsQuoteProps) {
  const [create, { isLoading }] = useCreateQuoteMutation();
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const keptDraft = async (forCustomer: string) => {
    const quotes = await dispatch(
      quotesApi.endpoints.getQuotes.initiate(
        { customerId: forCustomer },
        { subscribe: false, forceRefetch: true },
      ),
    ).unwrap();
    return quotes.find((kept) => kept.messageId === messageId && kept.status === 'DRAFT' && kept.aiGenerated);
  };

  const saveFor = async (forCustomer: string) => {
    try {
      // Generating an AI quote for a message with a customer already kept it as a draft: open that one.
      const kept = await keptDraft(forCustomer);
      if (kept) {
        navigate(`/customers/${forCustomer}/quotes/${kept.id}`);
        return;
      }
      const saved = await create({
        customerId: forCustomer,
        messageId,
        aiGenerated: true,
        lines: quoteLinesOf(quote),
      }).unwrap();
      toast.success(`Quote ${saved.number} saved`);
      setAsking(false);
      navigate(`/customers/${forCustomer}/quotes/${saved.id}`);
    } catch (error) {
      toast.error('Failed to save quote', { description: errorMessage(error, '') || undefined });
    }
  };

  return (
    <>
      <Button
        icon={<FileAddOutlined />}
        size={large ? 'large' : undefined}
        loading={isLoading && !asking}
        onClick={() => (customerId ? saveFor(customerId) : setAsking(true))}
      >
        Save as quote
      </Button>
      {asking && (
        <CustomerQuestion
          tenantId={tenantId}
          prefill={prefill}
          saving={isLoading}
          large={large}
          onPick={saveFor}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

interface CustomerQuestionProps {
  tenantId: string;
  prefill: PrefillFromMessage;
  saving: boolean;
  large: boolean;
  onPick(customerId: string): void;
  onCancel(): void;
}

/** Which customer the quote is for: one found by search, or one added here with the customer form. */
function CustomerQuestion({ tenantId, prefill, saving, large, onPick, onCancel }: CustomerQuestionProps) {
  useFocusReturn();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const { currentData: customers, isFetching } = useGetQuoteCustomerMatchesQuery(
    adding ? skipToken : { tenantId, search },
  );
  return (
    <>
      <Modal
        open={!adding}
        title="Save as quote"
        okText="Save quote"
        okButtonProps={{ disabled: !chosen, loading: saving, size: large ? 'large' : undefined }}
        onOk={() => chosen && onPick(chosen)}
        onCancel={onCancel}
      >
        <Flex vertical gap="small">
          <Typography.Text>This message has no customer yet. Who is the quote for?</Typography.Text>
          <SearchSelect
            aria-label="Customer for the quote"
            placeholder="Search customers by name, email or industry"
            searching={isFetching}
            onSearch={setSearch}
            value={chosen}
            onChange={setChosen}
            options={(customers ?? []).map((customer) => ({ value: customer.id, label: customer.name }))}
          />
          <Button type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => setAdding(true)}>
            Add a new customer
          </Button>
        </Flex>
      </Modal>
      {adding && (
        <FederatedComponent<CustomerFormProps>
          remote="mfe_customers"
          module="./CustomerForm"
          loading={<Spin size="small" />}
          fallback={(retry) => (
            <Button size="small" danger onClick={retry}>
              Customer forms are unavailable. Retry
            </Button>
          )}
          props={{
            open: true,
            prefill,
            onClose: () => setAdding(false),
            onSaved: (customer) => onPick(customer.id),
          }}
        />
      )}
    </>
  );
}
