import { act, screen, waitFor, within } from '@testing-library/react';
import { type GmailImport, makeStore, receiveServerEvent, type User } from 'shared-api';
import { toast } from 'shared-ui';
import { renderWithProviders, type StubHandler, stubFetch } from 'shared-ui/test-support';
import { GmailCard } from './gmail-card';

const IMPORT = 'POST /api/messages/import/gmail';
const IMPORT_STATE = 'GET /api/messages/import/gmail';
const DELETE = 'DELETE /api/messages/delete/gmail';
const DISCONNECT = 'POST /api/oauth/google/disconnect';

const user = { id: 'user-9', tenantId: 'tenant-7', gmailAuthStatus: false, gmailEmail: null } as User;
const connected = { ...user, gmailAuthStatus: true, gmailEmail: 'ada@gmail.test' };

const anImport = (fields: Partial<GmailImport>): GmailImport => ({
  id: 'import-1',
  status: 'queued',
  listed: 0,
  imported: 0,
  skipped: 0,
  error: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...fields,
});

/** The import's state as the server answers it, one answer per request (the last one repeats). */
function importStates(...states: (GmailImport | null)[]): StubHandler {
  return () => ({ body: { import: states.length > 1 ? states.shift() : states[0] } });
}

const importChanged = {
  type: 'gmail-import.changed',
  tenantId: 'tenant-7',
  userId: 'user-9',
  importId: 'import-1',
} as const;

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(toast, 'success');
  failure = jest.spyOn(toast, 'error');
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.dismiss());
});

describe('GmailCard', () => {
  it('shows a connected account with its address, and its actions', async () => {
    const api = stubFetch({ [IMPORT_STATE]: importStates(null) });
    renderWithProviders(<GmailCard user={connected} />);
    await waitFor(() => expect(api.callsTo(IMPORT_STATE)).toHaveLength(1));
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText(/ada@gmail\.test/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Import/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Disconnect/ })).toBeInTheDocument();
    expect(screen.queryByText('Connect Gmail')).not.toBeInTheDocument();
  });

  it('offers Connect Gmail, a link to the Google sign-in asking for Gmail access, and follows no import', () => {
    const api = stubFetch({});
    renderWithProviders(<GmailCard user={user} />);
    expect(api.requests).toHaveLength(0);
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Connect Gmail/ })).toHaveAttribute(
      'href',
      '/api/auth/google?gmail=1',
    );
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
  });

  it("imports the user's own mailbox in the background, shows its progress, then the count for 4 seconds", async () => {
    const api = stubFetch({
      [IMPORT]: { status: 202, body: { import: anImport({}) } },
      [IMPORT_STATE]: importStates(
        null,
        anImport({ status: 'running', listed: 10, imported: 4, skipped: 1 }),
        anImport({
          status: 'succeeded',
          listed: 10,
          imported: 3 + 6,
          skipped: 1,
          finishedAt: '2026-11-20T10:01:00.000Z',
        }),
      ),
    });
    const store = makeStore();
    const { user: person } = renderWithProviders(<GmailCard user={connected} />, { store });

    await person.click(screen.getByRole('button', { name: /Import/ }));
    expect(await screen.findByRole('progressbar', { name: 'Gmail import progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      screen.getByText('Importing: 4 new, 1 already in your inbox, 10 found so far'),
    ).toBeInTheDocument();

    act(() => receiveServerEvent(store.dispatch, importChanged));
    expect(await screen.findByText('Imported 9 Gmail message(s)')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Imported 9 Gmail message(s)', { duration: 4000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await api.callsTo(IMPORT)[0]?.json()).toEqual({ tenantId: 'tenant-7', userId: 'user-9' });
  });

  it('shows how the last import ended after a reload, without announcing it again', async () => {
    stubFetch({
      [IMPORT_STATE]: importStates(
        anImport({
          status: 'failed',
          error: 'Gmail did not answer.',
          finishedAt: '2026-11-20T10:01:00.000Z',
        }),
      ),
    });
    renderWithProviders(<GmailCard user={connected} />);
    expect(await screen.findByText(/failed: Gmail did not answer\./)).toBeInTheDocument();
    expect(failure).not.toHaveBeenCalled();
  });

  it('says why an import stopped when it fails in the background', async () => {
    stubFetch({
      [IMPORT]: { status: 202, body: { import: anImport({}) } },
      [IMPORT_STATE]: importStates(
        null,
        anImport({ status: 'failed', error: 'Gmail access has expired or was revoked.' }),
      ),
    });
    const { user: person } = renderWithProviders(<GmailCard user={connected} />);
    await person.click(screen.getByRole('button', { name: /Import/ }));
    expect(await screen.findAllByText('Gmail access has expired or was revoked.')).not.toHaveLength(0);
    expect(failure).toHaveBeenCalledWith('Gmail access has expired or was revoked.');
  });

  it.each([
    [
      400,
      { error: 'Gmail is not connected. Please connect your Gmail account first.' },
      'Gmail is not connected. Please connect your Gmail account first.',
    ],
    [401, { error: 'Not signed in' }, 'Session not found. Please log in again.'],
    [500, {}, 'Failed to import Gmail messages'],
  ])('turns an import failure %s into its toast', async (status, body, text) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ [IMPORT]: { status, body }, [IMPORT_STATE]: importStates(null) });
    const { user: person } = renderWithProviders(<GmailCard user={connected} />);
    await person.click(screen.getByRole('button', { name: /Import/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(failure).toHaveBeenCalledWith(text);
    expect(logged).toHaveBeenCalledWith('Gmail import failed', expect.anything());
  });

  it('deletes the imported messages only after confirmation', async () => {
    const api = stubFetch({ [DELETE]: { body: { deleted: 4 } }, [IMPORT_STATE]: importStates(null) });
    const { user: person } = renderWithProviders(<GmailCard user={connected} />);

    await person.click(screen.getByRole('button', { name: /Delete imported messages/ }));
    const dialog = await screen.findByRole('dialog');
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(DELETE)).toHaveLength(0);

    await person.click(screen.getByRole('button', { name: /Delete imported messages/ }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('All Gmail messages deleted successfully!')).toBeInTheDocument();
    expect(new URL(api.callsTo(DELETE)[0]?.url ?? '').searchParams.get('userId')).toBe('user-9');
  });

  it('reports a failed delete', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      [DELETE]: { status: 500, body: { error: 'Something went wrong. Please try again.' } },
      [IMPORT_STATE]: importStates(null),
    });
    const { user: person } = renderWithProviders(<GmailCard user={connected} />);
    await person.click(screen.getByRole('button', { name: /Delete imported messages/ }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete Gmail messages. Please try again.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Deleting Gmail messages failed', expect.anything());
  });

  it('disconnects, and reports a failed disconnect', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let status = 200;
    stubFetch({
      [DISCONNECT]: () => ({ status, body: { disconnected: status === 200 } }),
      [IMPORT_STATE]: importStates(null),
    });
    const { user: person } = renderWithProviders(<GmailCard user={connected} />);

    await person.click(screen.getByRole('button', { name: /Disconnect/ }));
    expect(await screen.findByText('Gmail account disconnected successfully!')).toBeInTheDocument();

    status = 502;
    await person.click(screen.getByRole('button', { name: /Disconnect/ }));
    expect(await screen.findByText('Failed to disconnect Gmail. Please try again.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Disconnecting Gmail failed', expect.anything());
  });
});
