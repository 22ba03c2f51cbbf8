import { Button, Card, Col, Flex, Form, Input, type InputProps, Row, Skeleton, Typography } from 'antd';
import {
  errorMessage,
  fieldErrors,
  type QuoteSettings,
  useGetQuoteSettingsQuery,
  useUpdateQuoteSettingsMutation,
} from 'shared-api';
import { LoadFailure, toast } from 'shared-ui';
import {
  formValuesOf,
  QUOTE_SETTINGS_RULES,
  type QuoteSettingsFormValues,
  settingsOf,
} from '../domain/quote-settings-form';

const PERCENT: InputProps = { inputMode: 'decimal', suffix: '%' };

/** The form's fields, in order, with the hint under each. */
const FIELDS: {
  name: keyof QuoteSettingsFormValues;
  label: string;
  extra: string;
  input: InputProps;
  upperCase?: boolean;
}[] = [
  { name: 'taxRatePercent', label: 'Tax Rate', extra: 'Blank for no tax', input: PERCENT },
  {
    name: 'discountPercent',
    label: 'Default Discount',
    extra: 'Blank for none; each quote may change it',
    input: PERCENT,
  },
  {
    name: 'currency',
    label: 'Currency',
    extra: 'A 3-letter code, e.g. USD',
    input: { maxLength: 3 },
    upperCase: true,
  },
  {
    name: 'validityDays',
    label: 'Quotes Valid For',
    extra: 'Days from the day a quote is drafted',
    input: { inputMode: 'numeric', suffix: 'days' },
  },
];
const FIELD_NAMES: ReadonlySet<string> = new Set(FIELDS.map(({ name }) => name));

/**
 * Quotes: the tax rate, default discount, currency and validity a newly drafted quote takes (quotes already
 * drafted keep theirs). Checked with the contract's rules before sending; a refused save keeps what was typed
 * and shows the server's reason under the field it names.
 */
export function QuoteSettingsCard({ tenantId }: { tenantId: string }) {
  const settings = useGetQuoteSettingsQuery(tenantId);
  return (
    <Card title="Quotes">
      {settings.isError ? (
        <LoadFailure title="Failed to load the quote settings" onRetry={settings.refetch} />
      ) : settings.data ? (
        <QuoteSettingsForm key={tenantId} tenantId={tenantId} saved={settings.data} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}

function QuoteSettingsForm({ tenantId, saved }: { tenantId: string; saved: QuoteSettings }) {
  const [form] = Form.useForm<QuoteSettingsFormValues>();
  const [update, { isLoading: saving }] = useUpdateQuoteSettingsMutation();

  const save = async (values: QuoteSettingsFormValues) => {
    try {
      const stored = await update({ tenantId, body: settingsOf(values) }).unwrap();
      form.setFieldsValue(formValuesOf(stored));
      toast.success('Quote settings saved');
    } catch (error) {
      const named = Object.entries(fieldErrors(error)).filter(([field]) => FIELD_NAMES.has(field));
      form.setFields(
        named.map(([name, message]) => ({ name: name as keyof QuoteSettingsFormValues, errors: [message] })),
      );
      toast.error('Failed to save quote settings', { description: errorMessage(error, '') || undefined });
    }
  };

  return (
    <Form
      form={form}
      name="quote-settings"
      layout="vertical"
      initialValues={formValuesOf(saved)}
      onFinish={(values) => void save(values)}
    >
      <Typography.Paragraph type="secondary">
        New quotes take these; quotes already drafted keep their own.
      </Typography.Paragraph>
      <Row gutter={16}>
        {FIELDS.map(({ name, label, extra, input, upperCase }) => (
          <Col key={name} xs={24} sm={12} lg={6}>
            <Form.Item
              name={name}
              label={label}
              extra={extra}
              rules={QUOTE_SETTINGS_RULES[name]}
              normalize={upperCase ? (value: string) => value.toUpperCase() : undefined}
            >
              <Input {...input} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          Save Quote Settings
        </Button>
      </Flex>
    </Form>
  );
}
