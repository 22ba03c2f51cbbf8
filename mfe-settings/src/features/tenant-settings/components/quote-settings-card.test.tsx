import { act, screen, waitFor, within } from '@testing-library/react';
import { QUOTE_FIELD_MESSAGES, type QuoteSettings } from 'shared-api';
import { toast } from 'shared-ui';
import { renderWithProviders, type StubHandler, stubFetch } from 'shared-ui/test-support';
import { QuoteSettingsCard } from './quote-settings-card';

const SETTINGS = 'GET /api/tenants/tenant-1/quote-settings';
const PUT_SETTINGS = 'PUT /api/tenants/tenant-1/quote-settings';
const saved: QuoteSettings = {
  taxRatePercent: 8.25,
  discountPercent: null,
  currency: 'USD',
  validityDays: 30,
};

function renderCard(routes: Record<string, StubHandler> = {}) {
  const api = stubFetch({ [SETTINGS]: { body: saved }, ...routes });
  return { api, ...renderWithProviders(<QuoteSettingsCard tenantId="tenant-1" />) };
}

/** Waits for the field's error under it (antd's form item explain) to read `message`. */
const expectProblem = (label: string, message: string) =>
  waitFor(() =>
    expect(
      screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error'),
    ).toHaveTextContent(message),
  );

afterEach(() => act(() => toast.dismiss()));

describe('Quote settings', () => {
  it('shows the saved settings and saves the changed ones, a blank percent as none', async () => {
    const { api, user } = renderCard({
      [PUT_SETTINGS]: async (request) => ({ body: await request.json() }),
    });
    const tax = await screen.findByLabelText('Tax Rate');
    expect(tax).toHaveValue('8.25');
    expect(screen.getByLabelText('Default Discount')).toHaveValue('');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Quotes Valid For')).toHaveValue('30');

    await user.clear(tax);
    await user.type(screen.getByLabelText('Default Discount'), '5');
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'eur');
    await user.clear(screen.getByLabelText('Quotes Valid For'));
    await user.type(screen.getByLabelText('Quotes Valid For'), '14');
    await user.click(screen.getByRole('button', { name: 'Save Quote Settings' }));

    expect(await screen.findByText('Quote settings saved')).toBeInTheDocument();
    expect(await api.callsTo(PUT_SETTINGS)[0]?.json()).toEqual({
      taxRatePercent: null,
      discountPercent: 5,
      currency: 'EUR',
      validityDays: 14,
    });
  });

  it("refuses what the contract's rules refuse, in their words, without calling the server", async () => {
    const { api, user } = renderCard();
    const tax = await screen.findByLabelText('Tax Rate');
    await user.clear(tax);
    await user.type(tax, '100.5');
    await user.type(screen.getByLabelText('Default Discount'), '2.125');
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'US');
    await user.clear(screen.getByLabelText('Quotes Valid For'));
    await user.type(screen.getByLabelText('Quotes Valid For'), '400');
    await user.click(screen.getByRole('button', { name: 'Save Quote Settings' }));

    await expectProblem('Tax Rate', QUOTE_FIELD_MESSAGES.percentRange);
    await expectProblem('Default Discount', QUOTE_FIELD_MESSAGES.percentDecimals);
    await expectProblem('Currency', QUOTE_FIELD_MESSAGES.currency);
    await expectProblem('Quotes Valid For', QUOTE_FIELD_MESSAGES.validityRange);
    expect(api.callsTo(PUT_SETTINGS)).toHaveLength(0);
  });

  it('keeps what was typed when the server refuses, with its reason under the field and in the toast', async () => {
    const { user } = renderCard({
      [PUT_SETTINGS]: {
        status: 400,
        body: { error: `taxRatePercent: ${QUOTE_FIELD_MESSAGES.percentRange}` },
      },
    });
    const tax = await screen.findByLabelText('Tax Rate');
    await user.clear(tax);
    await user.type(tax, '9.5');
    await user.click(screen.getByRole('button', { name: 'Save Quote Settings' }));

    const toastText = await screen.findByText('Failed to save quote settings');
    expect(within(toastText.closest('li') as HTMLElement).getByText(/Percent must be/)).toBeInTheDocument();
    await expectProblem('Tax Rate', QUOTE_FIELD_MESSAGES.percentRange);
    expect(tax).toHaveValue('9.5');
  });

  it('shows a failed load with a Retry that loads the form', async () => {
    let failures = 1;
    const { user } = renderCard({
      [SETTINGS]: () => (failures-- > 0 ? { status: 500, body: { error: 'down' } } : { body: saved }),
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load the quote settings');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Tax Rate')).toHaveValue('8.25');
  });
});
