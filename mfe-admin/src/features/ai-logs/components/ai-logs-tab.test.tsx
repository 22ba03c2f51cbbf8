import { act, screen, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import {
  findDialog,
  openOptions,
  renderWithProviders,
  restoreFetch,
  stubFetch,
} from 'shared-ui/test-support';
import { ACME_ID, adminRoutes, ownerSession, prompt } from '../../../shared/testing/fixtures';
import { AiLogsTab } from './ai-logs-tab';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

const rowPrompts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('AiLogsTab', () => {
  it('lists logs newest first, sends the Source filter on Apply Filters, and searches in the browser', async () => {
    const api = stubFetch(adminRoutes(ownerSession));
    const { user } = renderWithProviders(<AiLogsTab tenantId={ACME_ID} />);
    await screen.findByText('New leak quote');
    expect(rowPrompts()).toEqual(['New leak quote', 'Who sent this?', 'Old faucet question']);
    for (const title of ['Prompt', 'Response', 'Source', 'User', 'Date'])
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    expect(openOptions()).toEqual([
      'All sources',
      'message',
      'quote',
      'suggest-message-link',
      'generate-quote',
      'process-prompt',
    ]);
    await user.click(screen.getByTitle('process-prompt'));
    await user.type(screen.getByLabelText('Search logs'), 'FAUCET');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    const calls = api.callsTo('GET /api/ai/prompts');
    const last = new URL(calls[calls.length - 1]?.url ?? '').searchParams;
    expect(Object.fromEntries(last)).toEqual({ tenantId: ACME_ID, source: 'process-prompt' });
    expect(rowPrompts()).toEqual(['Old faucet question']);
  });

  it("deletes the selected logs in bulk with '{n} item(s) selected' and 'Deleted successfully'", async () => {
    const api = stubFetch(adminRoutes(ownerSession, { 'DELETE /api/ai/prompts': { body: { deleted: 2 } } }));
    const { user } = renderWithProviders(<AiLogsTab tenantId={ACME_ID} />);
    await screen.findByText('New leak quote');
    expect(screen.getByRole('button', { name: /Delete Selected/ })).toBeDisabled();
    const checkboxes = screen.getAllByRole('checkbox');
    await user.click(checkboxes[1] as HTMLElement);
    await user.click(checkboxes[3] as HTMLElement);
    expect(screen.getByText('2 item(s) selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 item(s) selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByText(/item\(s\) selected/)).not.toBeInTheDocument();
    await user.click(checkboxes[1] as HTMLElement);
    await user.click(checkboxes[3] as HTMLElement);

    await user.click(screen.getByRole('button', { name: /Delete Selected/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(await api.callsTo('DELETE /api/ai/prompts')[0]?.json()).toEqual({
      ids: ['p-new', 'p-old'],
      tenantId: ACME_ID,
    });
  });

  it("selects the page's rows with the header box; 'Delete Selected' deletes every selected log", async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      prompt(
        `p-${index}`,
        `Prompt ${index}`,
        'generate-quote',
        new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
      ),
    );
    const api = stubFetch(
      adminRoutes(ownerSession, {
        'GET /api/ai/prompts': { body: { prompts: many } },
        'DELETE /api/ai/prompts': { body: { deleted: 21 } },
      }),
    );
    const { user } = renderWithProviders(<AiLogsTab tenantId={ACME_ID} />);
    await screen.findByText('Prompt 24');

    const header = within(screen.getAllByRole('row')[0] as HTMLElement);
    await user.click(header.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('20 item(s) selected')).toBeInTheDocument();
    // One box in the header only: the copy antd measures widths with is not focusable.
    expect(screen.getAllByRole('checkbox', { name: 'Select all', hidden: true })).toHaveLength(1);

    // The next page's rows are not selected; choosing one adds to the selection.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(header.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await user.click(within(screen.getByText('Prompt 0').closest('tr') as HTMLElement).getByRole('checkbox'));
    expect(screen.getByText('21 item(s) selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Delete Selected/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    const [request] = api.callsTo('DELETE /api/ai/prompts');
    const { ids } = await (request as Request).json();
    const expected = ['p-0', ...many.slice(5).map(({ id }) => id)];
    expect([...ids].sort()).toEqual(expected.sort());
  });

  it('shows a failed load with a Retry that loads the logs', async () => {
    let failures = 1;
    stubFetch(
      adminRoutes(ownerSession, {
        'GET /api/ai/prompts': () =>
          failures-- > 0
            ? { status: 500, body: {} }
            : { body: { prompts: [prompt('p-1', 'Back again', 'quote', '2025-01-01T00:00:00.000Z')] } },
      }),
    );
    const { user } = renderWithProviders(<AiLogsTab tenantId={ACME_ID} />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to fetch AI logs');
    expect(screen.getAllByText('Failed to fetch AI logs')).toHaveLength(2); // the toast too
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it("shows 'AI Log Details' with the first response, and toasts a failed load", async () => {
    stubFetch(adminRoutes(ownerSession));
    const { user } = renderWithProviders(<AiLogsTab tenantId={ACME_ID} />);
    await user.dblClick(await screen.findByText('Who sent this?'));
    const dialog = await findDialog('AI Log Details');
    expect(within(dialog).getByText('answer to Who sent this?')).toBeInTheDocument();
    expect(within(dialog).getByText('catalog-matcher')).toBeInTheDocument();
    expect(within(dialog).getByText('1.0')).toBeInTheDocument();
    expect(within(dialog).getByText('success')).toBeInTheDocument();

    restoreFetch();
    stubFetch(adminRoutes(ownerSession, { 'GET /api/ai/prompts': { status: 500, body: {} } }));
    renderWithProviders(<AiLogsTab tenantId="another-tenant" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch AI logs');
  });
});
