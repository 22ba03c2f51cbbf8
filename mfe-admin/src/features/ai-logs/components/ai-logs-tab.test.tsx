import { act, screen, within } from '@testing-library/react';
import { toast } from 'shared-ui';
import {
  findDialog,
  openOptions,
  renderWithProviders,
  restoreFetch,
  stubFetch,
} from 'shared-ui/test-support';
import { ACME_ID, adminRoutes, ownerSession } from '../../../shared/testing/fixtures';
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
    expect(await screen.findByText('Failed to fetch AI logs')).toBeInTheDocument();
  });
});
