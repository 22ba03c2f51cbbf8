import { screen, within } from '@testing-library/react';
import type { AuditEvent } from 'shared-api';
import { renderWithProviders, stubFetch } from 'shared-ui/test-support';
import { AuditLogTab } from './audit-log-tab';

const anEvent = (n: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: `event-${n}`,
  tenantId: 'tenant-acme',
  actor: { id: 'user-super', email: 'super@quotedesk.test' },
  actingAsSupport: true,
  action: 'customer.updated',
  target: { type: 'customer', id: `customer-${n}` },
  details: { status: 'ACTIVE' },
  ip: '127.0.0.1',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

const rows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AuditLogTab', () => {
  it('lists the events with who, what, target and details, and loads the next page on demand', async () => {
    const api = stubFetch({
      'GET /api/audit-events': (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return cursor === 'page-2'
          ? {
              body: {
                events: [
                  anEvent(3, { actingAsSupport: false, actor: { id: null, email: 'owner@acme.test' } }),
                ],
                nextCursor: null,
              },
            }
          : {
              body: {
                events: [
                  anEvent(1, {
                    action: 'support.view-started',
                    target: { type: 'tenant', id: 'tenant-acme' },
                    details: {},
                  }),
                  anEvent(2),
                ],
                nextCursor: 'page-2',
              },
            };
      },
    });
    const { user } = renderWithProviders(<AuditLogTab tenantId="tenant-acme" />);
    await screen.findByText('Support view started');
    expect(rows()).toHaveLength(2);
    expect(cells(rows()[1] as HTMLElement).slice(1)).toEqual([
      'super@quotedesk.testSupport',
      'Customer updated',
      'customer customer-2',
      'status: ACTIVE',
    ]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('owner@acme.test');
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/audit-events')).toHaveLength(2);
  });

  it('says when nothing is recorded yet', async () => {
    stubFetch({ 'GET /api/audit-events': { body: { events: [], nextCursor: null } } });
    renderWithProviders(<AuditLogTab tenantId="tenant-acme" />);
    expect(await screen.findByText('No events recorded yet.')).toBeInTheDocument();
  });

  it('shows the error toast and a Retry that loads the log once the server answers', async () => {
    let failing = true;
    stubFetch({
      'GET /api/audit-events': () =>
        failing
          ? { status: 500, body: { error: 'boom' } }
          : { body: { events: [anEvent(1)], nextCursor: null } },
    });
    const { user } = renderWithProviders(<AuditLogTab tenantId="tenant-acme" />);
    expect(await screen.findAllByText('Failed to load the audit log')).not.toHaveLength(0);
    failing = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Customer updated')).toBeInTheDocument();
  });
});
