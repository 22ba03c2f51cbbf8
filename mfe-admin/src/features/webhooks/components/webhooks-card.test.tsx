import { act, screen, within } from '@testing-library/react';
import { WEBHOOK_EVENTS, type Webhook } from 'shared-api';
import { toast } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { ACME_ID } from '../../../shared/testing/fixtures';
import { WEBHOOK_EVENT_LABELS } from '../event-labels';
import { WebhooksCard } from './webhooks-card';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const LIST = 'GET /api/webhooks';
const CREATE = 'POST /api/webhooks';
const URL_ONE = 'https://hooks.acme.test/quotedesk';

const aWebhook = (id: string, overrides: Partial<Webhook> = {}): Webhook => ({
  id,
  tenantId: ACME_ID,
  url: URL_ONE,
  events: ['quote.accepted', 'quote.declined'],
  description: 'Accounting system',
  createdAt: '2026-03-01T09:30:00.000Z',
  createdBy: 'owner@acme.test',
  ...overrides,
});

const items = () => within(screen.getByRole('list', { name: 'Webhooks' })).getAllByRole('listitem');

async function openAddDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: /Add webhook/ }));
  return screen.findByRole('dialog', { name: 'Add webhook' });
}

describe('WebhooksCard', () => {
  it('lists the webhooks with their URL, events as tags, description and creation, never a secret', async () => {
    const api = stubFetch({
      [LIST]: {
        body: [
          aWebhook('w1'),
          aWebhook('w2', {
            url: 'https://crm.acme.test/in',
            events: ['customer.created'],
            description: null,
            createdBy: null,
          }),
        ],
      },
    });
    renderWithProviders(<WebhooksCard tenantId={ACME_ID} />);
    await screen.findByText(URL_ONE);
    const [first, second] = items();
    expect(first).toHaveTextContent('Quote accepted');
    expect(first).toHaveTextContent('Quote declined');
    expect(first).toHaveTextContent('Accounting system');
    expect(first).toHaveTextContent('by owner@acme.test');
    expect(second).toHaveTextContent('https://crm.acme.test/in');
    expect(second).toHaveTextContent('Customer created');
    expect(second).not.toHaveTextContent(' by ');
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'Deliveries of https://crm.acme.test/in' }),
    ).toBeInTheDocument();
    expect(new URL(api.callsTo(LIST)[0]?.url as string).searchParams.get('tenantId')).toBe(ACME_ID);
  });

  it("offers every event of the contract's list as a checkbox, and checks the form before sending", async () => {
    const api = stubFetch({ [LIST]: { body: [] } });
    const { user } = renderWithProviders(<WebhooksCard tenantId={ACME_ID} />);
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    const dialog = await openAddDialog(user);

    // A group of the events, named, without the aria-required a group may not carry.
    const group = within(dialog).getByRole('group', { name: 'Events' });
    expect(group).not.toHaveAttribute('aria-required');
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(WEBHOOK_EVENTS.length);
    for (const event of WEBHOOK_EVENTS) {
      expect(
        within(dialog).getByRole('checkbox', { name: new RegExp(WEBHOOK_EVENT_LABELS[event]) }),
      ).toBeVisible();
    }

    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Enter the URL to send events to')).toBeInTheDocument();
    expect(await within(dialog).findByText('Choose at least one event')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'hooks.acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Enter a full URL, starting with https://')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('adds a webhook, then shows its signing secret once with a copy button', async () => {
    let listed: Webhook[] = [];
    const api = stubFetch({
      [LIST]: () => ({ body: listed }),
      [CREATE]: () => {
        listed = [aWebhook('w-new', { events: ['quote.accepted'], description: 'Books' })];
        return { status: 201, body: { ...listed[0], secret: 'whsec_theonesecret' } };
      },
    });
    const { user } = renderWithProviders(<WebhooksCard tenantId={ACME_ID} />);
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Endpoint URL'), ` ${URL_ONE} `);
    await user.click(within(dialog).getByRole('checkbox', { name: /Quote accepted/ }));
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Books ');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const created = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(created).getByText('whsec_theonesecret')).toBeInTheDocument();
    expect(
      within(created).getByText('Copy this signing secret now: it will not be shown again.'),
    ).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: /Copy signing secret/ })).toBeInTheDocument();
    const [request] = api.callsTo(CREATE);
    expect(await request?.json()).toEqual({
      tenantId: ACME_ID,
      url: URL_ONE,
      events: ['quote.accepted'],
      description: 'Books',
    });

    await user.click(within(created).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(URL_ONE)).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('Quote accepted');
    expect(screen.queryByText('whsec_theonesecret')).not.toBeInTheDocument();
  });

  it("shows the server's 400 as the error toast and under the URL, and keeps what was typed", async () => {
    const refusal = 'url: the host resolves to a private address';
    const api = stubFetch({
      [LIST]: { body: [] },
      [CREATE]: { status: 400, body: { error: refusal } },
    });
    const { user } = renderWithProviders(<WebhooksCard tenantId={ACME_ID} />);
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /Message received/ }));
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Intranet');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(await within(dialog).findByText('the host resolves to a private address')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add webhook' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Endpoint URL')).toHaveValue('https://10.0.0.5/hook');
    expect(within(dialog).getByRole('checkbox', { name: /Message received/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveValue('Intranet');
    expect(screen.queryByText(/whsec_/)).not.toBeInTheDocument();
  });

  it('deletes a webhook only after the confirmation', async () => {
    let listed = [aWebhook('w1')];
    const remove = 'DELETE /api/webhooks/w1';
    const api = stubFetch({
      [LIST]: () => ({ body: listed }),
      [remove]: () => {
        listed = [];
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<WebhooksCard tenantId={ACME_ID} />);
    await user.click(await screen.findByRole('button', { name: `Delete ${URL_ONE}` }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(confirmation).toHaveTextContent(`Nothing more is sent to ${URL_ONE}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(remove)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Delete ${URL_ONE}` }));
    await user.click(await screen.findByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    expect(api.callsTo(remove)).toHaveLength(1);
    expect(new URL(api.callsTo(remove)[0]?.url as string).searchParams.get('tenantId')).toBe(ACME_ID);
  });

  it('shows a Retry when the list cannot be loaded', async () => {
    let failing = true;
    stubFetch({ [LIST]: () => (failing ? { status: 500, body: { error: 'boom' } } : { body: [] }) });
    const { user } = renderWithProviders(<WebhooksCard tenantId={ACME_ID} />);
    expect(await screen.findByText('The webhooks could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
  });
});
