import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, type QuoteLineItem, skipToken } from 'shared-api';
import { toast } from 'shared-ui';
import { useCorrectQuoteLineMutation, useGetQuoteServicesQuery } from '../api/messages-api';

interface CorrectQuoteLineProps {
  tenantId: string;
  messageId: string;
  line: QuoteLineItem;
}

/**
 * "Wrong service?" under a quote line that names the words it came from: pick the right service of the tenant,
 * and those words are stored as one of its "Also known as" phrases, so the next quote gets them right.
 */
export function CorrectQuoteLine({ tenantId, messageId, line }: CorrectQuoteLineProps) {
  const [picking, setPicking] = useState(false);
  const [correctedTo, setCorrectedTo] = useState<string | null>(null);
  // Loaded when the picker opens, afresh each time: services may have changed in Catalogs meanwhile.
  const { data: services, isFetching } = useGetQuoteServicesQuery(picking ? tenantId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [correct, { isLoading: saving }] = useCorrectQuoteLineMutation();
  const phrase = line.sourceText;
  if (!phrase) return null;

  if (correctedTo) {
    return (
      <Typography.Text type="success" style={{ display: 'block', fontSize: 12 }}>
        Marked as {correctedTo}
      </Typography.Text>
    );
  }

  if (!picking) {
    return (
      <Button
        type="link"
        size="small"
        // Small text, but a 24 px touch target (WCAG 2.2).
        style={{ padding: 0, height: 'auto', minHeight: 24, fontSize: 12 }}
        aria-label={`Wrong service? ${line.name}`}
        onClick={() => setPicking(true)}
      >
        Wrong service?
      </Button>
    );
  }

  const choose = async (serviceId: string) => {
    const name = services?.find((service) => service.id === serviceId)?.name ?? 'the service you picked';
    try {
      await correct({
        tenantId,
        messageId,
        serviceId,
        wrongServiceId: line.serviceId ?? undefined,
        phrase,
      }).unwrap();
      toast.success(`Thanks — next time this phrase will quote ${name}`);
      setCorrectedTo(name);
      setPicking(false);
    } catch (error) {
      toast.error('Failed to save the correction', { description: errorMessage(error, '') || undefined });
    }
  };

  return (
    <Flex gap="small" align="center" wrap style={{ marginTop: 4 }}>
      <Select<string>
        autoFocus
        defaultOpen
        aria-label={`Right service for “${phrase}”`}
        placeholder="Pick the right service"
        showSearch={{ optionFilterProp: 'label' }}
        loading={isFetching || saving}
        disabled={saving}
        style={{ minWidth: 220 }}
        options={(services ?? [])
          .filter((service) => service.id !== line.serviceId)
          .map((service) => ({ value: service.id, label: service.name }))}
        onChange={choose}
      />
      <Button size="small" onClick={() => setPicking(false)}>
        Cancel
      </Button>
    </Flex>
  );
}
