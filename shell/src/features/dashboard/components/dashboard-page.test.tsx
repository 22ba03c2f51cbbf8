import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { type Dashboard, makeStore, receiveServerEvent } from 'shared-api';
import { renderWithProviders, type StubHandler, stubFetch } from 'shared-ui/test-support';
import { seedSession } from '../../../test-support/session-fixtures';
import { DashboardPage } from './dashboard-page';

const DASHBOARD = 'GET /api/dashboard';

const aMessage = (id: string, subject: string | null, senderName: string) => ({
  id,
  tenantId: 'tenant-1',
  customerId: null,
  contactId: null,
  source: 'email' as const,
  status: 'NEW' as const,
  subject,
  fromEmail: null,
  fromPhone: null,
  senderName,
  receivedAt: '2026-11-24T15:05:00.000Z',
  createdAt: '2026-11-24T15:05:00.000Z',
  contact: null,
  customer: null,
  preview: '',
});

const figures: Dashboard = {
  today: '2026-11-25',
  messages: [
    { day: '2026-11-01', source: 'voicemail', received: 4, unanswered: 3 },
    { day: '2026-11-24', source: 'email', received: 5, unanswered: 2 },
    { day: '2026-11-25', source: 'text', received: 1, unanswered: 1 },
  ],
  pipeline: [
    { stage: 'prospects', customers: 12, revenue: 1500 },
    { stage: 'contacted', customers: 1, revenue: 0 },
    { stage: 'quoted', customers: 3, revenue: 820 },
    { stage: 'active', customers: 7, revenue: 25_400 },
  ],
  quotes: { sent: 8, accepted: 6 },
  latestMessages: [aMessage('m1', 'Leaky tap', 'Jane Roe'), aMessage('m2', null, 'Victor Hugo')],
  setup: { hasCatalogs: true, hasCustomers: true, hasMessages: true },
};

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

async function openDashboard(handler: StubHandler = { body: figures }) {
  const api = stubFetch({ [DASHBOARD]: handler });
  const store = makeStore();
  await seedSession(store);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { route: '/dashboard', store },
  );
  return { api, store };
}

const sourceFigures = () => within(screen.getByLabelText('Messages by source'));

describe('DashboardPage', () => {
  it('keeps the header and welcome text, and shows a skeleton while the figures load', async () => {
    await openDashboard(() => new Promise(() => {}));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(
      screen.getByText('Welcome to your dashboard. View summary widgets and recent activity.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the dashboard')).toHaveAttribute('aria-busy', 'true');
  });

  it("asks once, in the browser's time zone, and shows each card's figures", async () => {
    const { api } = await openDashboard();

    expect(await screen.findByText('New messages')).toBeInTheDocument();
    const [request] = api.callsTo(DASHBOARD);
    expect(new URL(request?.url ?? '').searchParams.get('timeZone')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    // The last 7 days: the voicemails of Nov 1 are older.
    expect(sourceFigures().getAllByText('0 new')).toHaveLength(2);
    expect(sourceFigures().getByText('5 new')).toBeInTheDocument();
    expect(sourceFigures().getByText('2 unanswered')).toBeInTheDocument();

    const stages = within(screen.getByLabelText('Pipeline stages'));
    expect(stages.getByText('Prospects')).toBeInTheDocument();
    expect(stages.getByText('12 customers')).toBeInTheDocument();
    expect(stages.getByText('1 customer')).toBeInTheDocument();
    expect(stages.getByText('$25.4k')).toBeInTheDocument();

    expect(screen.getByText('Acceptance rate').closest('.ant-statistic')).toHaveTextContent('75%');
    expect(screen.getByText('Sent').closest('.ant-statistic')).toHaveTextContent('8');

    const latest = within(screen.getByLabelText('Latest messages'));
    expect(latest.getByText('Jane Roe')).toBeInTheDocument();
    expect(latest.getByText('Leaky tap')).toBeInTheDocument();
    expect(latest.getByText('(No Subject)')).toBeInTheDocument();
    expect(api.callsTo(DASHBOARD)).toHaveLength(1);
  });

  it('counts the last 30 days once the switch says so', async () => {
    await openDashboard();
    await userEvent.click(await screen.findByText('30 days'));
    expect(sourceFigures().getByText('4 new')).toBeInTheDocument();
    expect(sourceFigures().getByText('3 unanswered')).toBeInTheDocument();
  });

  it('opens the screen a card links to', async () => {
    await openDashboard();
    await userEvent.click(await screen.findByRole('link', { name: 'Open pipeline' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/customers');
  });

  it('shows a failed load with Retry, which asks again', async () => {
    let calls = 0;
    await openDashboard(() => (++calls === 1 ? { status: 500, body: { error: 'Down' } } : { body: figures }));

    expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
    // Looked at before Retry: the second answer may come back within the click.
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('New messages')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("offers a new tenant its first steps, leaving out what is done, and goes to the step's screen", async () => {
    const setup = { hasCatalogs: true, hasCustomers: false, hasMessages: false };
    await openDashboard({ body: { ...figures, latestMessages: [], messages: [], setup } });

    expect(await screen.findByText(/Nothing to show yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a catalog' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import from Gmail' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user-settings');
  });

  it('refreshes when the server says the inbox changed', async () => {
    const { api, store } = await openDashboard();
    await screen.findByText('New messages');
    act(() => receiveServerEvent(store.dispatch, { type: 'inbox.changed', tenantId: 'tenant-1' }));
    await waitFor(() => expect(api.callsTo(DASHBOARD)).toHaveLength(2));
  });
});
