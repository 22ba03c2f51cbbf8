import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import {
  errorMessage,
  fieldErrors,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from 'shared-api';
import { recordDialogFooter, toast, useFocusReturn } from 'shared-ui';
import { CodeChoices } from '../../../shared/components/code-choices';
import { SecretShownOnce } from '../../../shared/components/secret-shown-once';
import { useCreateWebhookMutation } from '../api/webhooks-api';
import { WEBHOOK_EVENT_LABELS } from '../event-labels';

interface AddWebhookValues {
  url?: string;
  events?: WebhookEvent[];
  description?: string;
}

const FIELDS = new Set<string>(['url', 'events', 'description']);

// The contract's list, in its order: a new event is offered as soon as the contract (and its label) has it.
const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] }));

/** An absolute http(s) URL; the server says whether it takes it (https only, no private address). */
function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Adds a webhook: its URL, the events it is sent and an optional description; then its signing secret, shown
 * this once with a copy button. A refusal (the server's 400: not https, a private address, too many) is the
 * error toast, and under the field it names; what was typed stays to be corrected.
 */
export function AddWebhookDialog({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  useFocusReturn();
  const [form] = Form.useForm<AddWebhookValues>();
  const [create, { isLoading }] = useCreateWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async ({ url, events, description }: AddWebhookValues) => {
    const trimmed = description?.trim();
    try {
      const created = await create({
        tenantId,
        url: url?.trim() ?? '',
        events: events ?? [],
        ...(trimmed && { description: trimmed }),
      }).unwrap();
      setSecret(created.secret);
    } catch (error) {
      form.setFields(
        Object.entries(fieldErrors(error))
          .filter(([field]) => FIELDS.has(field))
          .map(([name, message]) => ({ name: name as keyof AddWebhookValues, errors: [message] })),
      );
      toast.error(errorMessage(error, 'Failed to add the webhook'));
    }
  };

  if (secret) {
    return (
      <Modal
        open
        title="Webhook added"
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            Done
          </Button>
        }
      >
        <Flex vertical gap="middle">
          <SecretShownOnce secret={secret} noun="signing secret" />
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Each delivery carries <Typography.Text code>QuoteDesk-Signature: t=…,v1=…</Typography.Text>: v1 is
            the hex HMAC-SHA256, with this secret, of t, a dot and the request's body.
          </Typography.Paragraph>
        </Flex>
      </Modal>
    );
  }

  const footer = recordDialogFooter({
    mode: 'add',
    addLabel: 'Add webhook',
    saving: isLoading,
    onClose,
    onEdit: () => undefined,
    onSave: () => form.submit(),
  });

  return (
    <Modal open title="Add webhook" footer={footer} onCancel={onClose}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ events: [] }}>
        <Form.Item
          name="url"
          label="Endpoint URL"
          extra="The https:// address of your system that receives the events."
          rules={[
            { required: true, whitespace: true, message: 'Enter the URL to send events to' },
            {
              validator: (_rule, value?: string) =>
                !value?.trim() || isWebUrl(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('Enter a full URL, starting with https://')),
            },
            { max: MAX_WEBHOOK_URL_LENGTH, message: `At most ${MAX_WEBHOOK_URL_LENGTH} characters` },
          ]}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://example.com/quotedesk-events"
            autoComplete="off"
            maxLength={MAX_WEBHOOK_URL_LENGTH}
          />
        </Form.Item>
        <Form.Item
          name="events"
          label="Events"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event' }]}
        >
          <CodeChoices name="Events" choices={EVENT_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description (optional)"
          rules={[
            {
              max: MAX_WEBHOOK_DESCRIPTION_LENGTH,
              message: `At most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters`,
            },
          ]}
        >
          <Input.TextArea
            rows={2}
            placeholder="e.g. Accounting system"
            maxLength={MAX_WEBHOOK_DESCRIPTION_LENGTH}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
