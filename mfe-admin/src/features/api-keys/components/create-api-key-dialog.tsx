import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { API_KEY_SCOPES, type ApiKeyScope, errorMessage, MAX_API_KEY_NAME_LENGTH } from 'shared-api';
import { recordDialogFooter, toast, useFocusReturn } from 'shared-ui';
import { CodeChoices } from '../../../shared/components/code-choices';
import { SecretShownOnce } from '../../../shared/components/secret-shown-once';
import { useCreateApiKeyMutation } from '../api/api-keys-api';
import { SCOPE_LABELS } from '../scope-labels';

interface CreateApiKeyValues {
  name?: string;
  scopes?: ApiKeyScope[];
}

const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }));

/**
 * Makes an API key: its name and scopes, then its secret, shown this once with a copy button (the server keeps
 * only its hash).
 */
export function CreateApiKeyDialog({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  useFocusReturn();
  const [form] = Form.useForm<CreateApiKeyValues>();
  const [create, { isLoading }] = useCreateApiKeyMutation();
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async ({ name, scopes }: CreateApiKeyValues) => {
    try {
      const created = await create({ tenantId, name: name?.trim() ?? '', scopes: scopes ?? [] }).unwrap();
      setSecret(created.secret);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to create the API key'));
    }
  };

  if (secret) {
    return (
      <Modal
        open
        title="API key created"
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            Done
          </Button>
        }
      >
        <SecretShownOnce secret={secret} />
      </Modal>
    );
  }

  const footer = recordDialogFooter({
    mode: 'add',
    addLabel: 'Create key',
    saving: isLoading,
    onClose,
    onEdit: () => undefined,
    onSave: () => form.submit(),
  });

  return (
    <Modal open title="Create API key" footer={footer} onCancel={onClose}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ scopes: [] }}>
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: 'Give the key a name' },
            { max: MAX_API_KEY_NAME_LENGTH, message: `At most ${MAX_API_KEY_NAME_LENGTH} characters` },
          ]}
        >
          <Input placeholder="e.g. Accounting sync" autoComplete="off" maxLength={MAX_API_KEY_NAME_LENGTH} />
        </Form.Item>
        <Form.Item
          name="scopes"
          label="Scopes"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one scope' }]}
        >
          <CodeChoices name="Scopes" choices={SCOPE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
