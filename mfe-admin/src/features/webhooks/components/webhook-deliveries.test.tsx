import { act, screen, within } from '@testing-library/react';
import type { Webhook, WebhookDelivery } from 'shared-api';
import { PHONE_SCREEN, toast } from 'shared-ui';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { ACME_ID } from '../../../shared/testing/fixtures';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhooksCard } from './webhooks-card';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const WEBHOOK_ID = '33333333-3333-4333-8333-333333333333';
const LIST = 'GET /api/webhooks';
const DELIVERIES = `GET /api/webhooks/${WEBHOOK_ID}/deliveries`;
const replayRoute = (deliveryId: string) =>
  `POST /api/webhooks/${WEBHOOK_ID}/deliveries/${deliveryId}/replay`;

const webhook: Webhook = {
  id: WEBHOOK_ID,
  tenantId: ACME_ID,
  url: 'https://hooks.acme.test/quotedesk',
  events: ['quote.accepted', 'customer.created'],
  description: null,
  createdAt: '2026-03-01T09:30:00.000Z',
  createdBy: 'owner@acme.test',
};

const aDelivery = (id: string, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  webhookId: WEBHOOK_ID,
  event: 'quote.accepted',
  status: 'delivered',
  attempts: 1,
  lastResponseStatus: 200,
  lastError: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-03-02T10:00:01.000Z',
  ...overrides,
});

const page = (deliveries: WebhookDelivery[], nextCursor: string | null = null) => ({
  body: { deliveries, nextCursor },
});

const rows = () => within(screen.getByRole('list', { name: 'Deliveries' })).getAllByRole('listitem');

describe('WebhookDeliveries', () => {
  it("shows each delivery's status, event, attempts, last answer and error, newest first, and loads more", async () => {
    const api = stubFetch({
      [DELIVERIES]: (request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? page([aDelivery('d3', { event: 'customer.created', createdAt: '2026-03-01T08:00:00.000Z' })])
          : page(
              [
                aDelivery('d1', {
                  status: 'failed',
                  attempts: 12,
                  lastResponseStatus: null,
                  lastError: 'connect ECONNREFUSED',
                  deliveredAt: null,
                }),
                aDelivery('d2', { attempts: 3 }),
              ],
              'page-2',
            ),
    });
    const { user } = renderWithProviders(
      <WebhookDeliveries tenantId={ACME_ID} webhook={webhook} onClose={() => undefined} />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(drawer).toHaveTextContent('https://hooks.acme.test/quotedesk');
    await within(drawer).findByText('Failed');
    const [failed, delivered] = rows();
    expect(failed).toHaveTextContent('Quote accepted');
    expect(failed).toHaveTextContent('12 attempts');
    expect(failed).toHaveTextContent('Last response none');
    expect(failed).toHaveTextContent('Last error: connect ECONNREFUSED');
    expect(failed).toHaveTextContent('d1');
    expect(delivered).toHaveTextContent('Delivered');
    expect(delivered).toHaveTextContent('3 attempts');
    expect(delivered).toHaveTextContent('Last response 200');
    expect(delivered).not.toHaveTextContent('Last error');
    const first = new URL(api.callsTo(DELIVERIES)[0]?.url as string).searchParams;
    expect(first.get('tenantId')).toBe(ACME_ID);
    expect(first.get('cursor')).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Load more' }));
    await within(drawer).findByText('Customer created');
    expect(rows()).toHaveLength(3);
    expect(within(drawer).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('replays a delivery and shows it pending, then delivered as the view follows it', async () => {
    let replayed = false;
    let polls = 0;
    const api = stubFetch({
      [DELIVERIES]: () => {
        if (!replayed)
          return page([aDelivery('d1', { status: 'failed', attempts: 12, lastResponseStatus: 500 })]);
        polls += 1;
        return page([
          polls < 2
            ? aDelivery('d1', { status: 'pending', attempts: 0, lastResponseStatus: null, deliveredAt: null })
            : aDelivery('d1', { attempts: 1 }),
        ]);
      },
      [replayRoute('d1')]: () => {
        replayed = true;
        return { status: 202, body: aDelivery('d1', { status: 'pending', attempts: 0 }) };
      },
    });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user } = renderWithProviders(
        <WebhookDeliveries tenantId={ACME_ID} webhook={webhook} onClose={() => undefined} />,
      );
      const drawer = await screen.findByRole('dialog', { name: 'Deliveries' });
      await within(drawer).findByText('Failed');
      await user.click(within(drawer).getByRole('button', { name: /^Replay Quote accepted delivery/ }));
      expect(await screen.findByText('Delivery queued to be sent again')).toBeInTheDocument();
      expect(await within(drawer).findByText('Pending')).toBeInTheDocument();
      expect(api.callsTo(replayRoute('d1'))).toHaveLength(1);
      expect(new URL(api.callsTo(replayRoute('d1'))[0]?.url as string).searchParams.get('tenantId')).toBe(
        ACME_ID,
      );
      await act(() => jest.advanceTimersByTimeAsync(2500));
      expect(await within(drawer).findByText('Delivered')).toBeInTheDocument();
      expect(rows()[0]).toHaveTextContent('1 attempt');
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's refusal of a replay as the error toast", async () => {
    stubFetch({
      [DELIVERIES]: page([aDelivery('d1')]),
      [replayRoute('d1')]: { status: 404, body: { error: 'Delivery not found' } },
    });
    const { user } = renderWithProviders(
      <WebhookDeliveries tenantId={ACME_ID} webhook={webhook} onClose={() => undefined} />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Deliveries' });
    await user.click(await within(drawer).findByRole('button', { name: /^Replay / }));
    expect(await screen.findByText('Delivery not found')).toBeInTheDocument();
  });

  it('says when nothing was sent yet, and a Retry loads the list once the server answers', async () => {
    let failing = true;
    stubFetch({
      [DELIVERIES]: () => (failing ? { status: 500, body: { error: 'boom' } } : page([])),
    });
    const { user } = renderWithProviders(
      <WebhookDeliveries tenantId={ACME_ID} webhook={webhook} onClose={() => undefined} />,
    );
    expect(await screen.findAllByText('Failed to load the deliveries')).not.toHaveLength(0);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No deliveries yet.')).toBeInTheDocument();
  });

  it("opens from a webhook's Deliveries button, fills a phone's screen and closes", async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === PHONE_SCREEN,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    stubFetch({ [LIST]: { body: [webhook] }, [DELIVERIES]: page([aDelivery('d1')]) });
    const { user } = renderWithProviders(<WebhooksCard tenantId={ACME_ID} />);
    await user.click(await screen.findByRole('button', { name: `Deliveries of ${webhook.url}` }));
    const drawer = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(await within(drawer).findByText('Delivered')).toBeInTheDocument();
    expect(drawer.closest('.ant-drawer-content-wrapper')).toHaveStyle({ width: '100%' });
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Deliveries' })).not.toBeInTheDocument();
  });
});
