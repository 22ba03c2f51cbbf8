import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode, Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { api as apiSlice, makeStore } from 'shared-api';
import { toast } from 'shared-ui';
import {
  deferred,
  renderWithProviders,
  type StubHandler,
  type StubReply,
  stubFetch,
} from 'shared-ui/test-support';
import { aSession, seedSession } from '../../test-support/session-fixtures';
import { useSignInWelcome } from './use-sign-in-welcome';

function WelcomeHost() {
  useSignInWelcome();
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** A page whose next render waits (its code or data still loading): the navigation clearing the flags holds. */
function NextPage({ ready }: { ready: Promise<void> }) {
  const { search } = useLocation();
  if (!search) use(ready);
  return null;
}

const IMPORT = 'POST /api/messages/import/gmail';
const IMPORT_STATE = 'GET /api/messages/import/gmail';

/** The import job as the server reports it: started, then (on the next ask) done with `imported`. */
const anImport = (status: string, imported = 0) => ({
  import: {
    id: 'import-1',
    status,
    listed: imported,
    imported,
    skipped: 0,
    error: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
  },
});

async function arriveAt(route: string, routes: Record<string, StubHandler> = {}) {
  const api = stubFetch(routes);
  const store = makeStore();
  await seedSession(store, aSession({ tenantId: 'tenant-7', userId: 'user-9' }));
  const rendered = renderWithProviders(<WelcomeHost />, { route, store });
  return { ...rendered, api };
}

let success: jest.SpyInstance;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(toast, 'success');
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => toast.dismiss());
  success.mockRestore();
  consoleError.mockRestore();
});

describe('useSignInWelcome', () => {
  it('does nothing on an ordinary visit', async () => {
    const { api } = await arriveAt('/dashboard?tab=recent');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=recent');
    expect(success).not.toHaveBeenCalled();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('clears ?sso=true and toasts "Welcome! You\'re now signed in." for 3 seconds', async () => {
    const { api } = await arriveAt('/dashboard?sso=true');

    expect(await screen.findByText("Welcome! You're now signed in.")).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(success).toHaveBeenCalledWith("Welcome! You're now signed in.", {
      id: 'sign-in-welcome',
      duration: 3000,
    });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('waits for the session before greeting', async () => {
    const session = deferred<StubReply>();
    stubFetch({ 'GET /api/session/current': () => session.promise });
    renderWithProviders(<WelcomeHost />, { route: '/dashboard?sso=true' });

    await act(async () => {});
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?sso=true');

    session.resolve({ body: aSession() });
    expect(await screen.findByText("Welcome! You're now signed in.")).toBeInTheDocument();
  });

  it('announces the Gmail connection, imports the recent messages exactly once and tells the count at the end', async () => {
    const { api } = await arriveAt('/dashboard?sso=true&gmail=true', {
      [IMPORT]: { status: 202, body: anImport('queued') },
      [IMPORT_STATE]: { body: anImport('succeeded', 12) },
    });

    expect(
      await screen.findByText('Welcome! Your Gmail has been connected automatically.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Importing your recent messages...')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);

    expect(await screen.findByText('Imported 12 Gmail message(s)')).toBeInTheDocument();
    const imports = api.callsTo(IMPORT);
    expect(imports).toHaveLength(1);
    expect(await imports[0]?.json()).toEqual({ tenantId: 'tenant-7', userId: 'user-9' });
    expect(success).toHaveBeenCalledWith('Welcome! Your Gmail has been connected automatically.', {
      id: 'sign-in-welcome',
      description: 'Importing your recent messages...',
      duration: 5000,
    });
    expect(success).toHaveBeenCalledWith('Imported 12 Gmail message(s)', { duration: 4000 });
  });

  it('does not start a second import while the first is running, even when the effect runs again', async () => {
    // StrictMode runs every effect twice on mount: the second run arrives while the first import is pending.
    const answer = deferred<StubReply>();
    const api = stubFetch({
      [IMPORT]: () => answer.promise,
      [IMPORT_STATE]: { body: anImport('succeeded', 0) },
    });
    const store = makeStore();
    await seedSession(store);
    renderWithProviders(
      <StrictMode>
        <WelcomeHost />
      </StrictMode>,
      { route: '/dashboard?sso=true&gmail=true', store },
    );

    await waitFor(() => expect(api.callsTo(IMPORT)).toHaveLength(1));
    await act(async () => {});
    expect(api.callsTo(IMPORT)).toHaveLength(1);

    answer.resolve({ status: 202, body: anImport('queued') });
    expect(await screen.findByText('Imported 0 Gmail message(s)')).toBeInTheDocument();
    expect(api.callsTo(IMPORT)).toHaveLength(1);
  });

  it('imports once per landing, even when the effect runs again before the navigation clearing the flags commits', async () => {
    let renamed = false;
    const api = stubFetch({
      [IMPORT]: { status: 202, body: anImport('queued') },
      [IMPORT_STATE]: { body: anImport('running') },
      'GET /api/session/current': () => ({
        body: aSession({ userName: renamed ? 'Ada King' : 'Ada Lovelace' }),
      }),
    });
    const store = makeStore();
    await seedSession(store);
    const nextPage = deferred<void>();
    renderWithProviders(
      <>
        <WelcomeHost />
        <Suspense fallback={null}>
          <NextPage ready={nextPage.promise} />
        </Suspense>
      </>,
      { route: '/dashboard?sso=true&gmail=true', store },
    );
    await waitFor(() => expect(api.callsTo(IMPORT)).toHaveLength(1));
    await act(async () => {});
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?sso=true&gmail=true');

    // A new session object (here a renamed user) runs the effect again while the landing's flags still show.
    renamed = true;
    act(() => {
      store.dispatch(apiSlice.util.invalidateTags(['Session']));
    });
    await waitFor(() => expect(api.callsTo('GET /api/session/current')).toHaveLength(1));
    await act(async () => {});

    expect(api.callsTo(IMPORT)).toHaveLength(1);
    // The greeting may be shown again, as one toast (its id) updated in place.
    expect(success.mock.calls.every(([, options]) => options?.id === 'sign-in-welcome')).toBe(true);
    await act(async () => nextPage.resolve());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('only logs a failed import, without an import toast', async () => {
    const { api } = await arriveAt('/dashboard?sso=true&gmail=true', {
      [IMPORT]: { status: 400, body: { error: 'Gmail is not connected.' } },
    });

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('The Gmail auto-import failed', expect.anything()),
    );
    expect(api.callsTo(IMPORT)).toHaveLength(1);
    // The greeting may be shown again, as one toast (its id) updated in place.
    expect(success.mock.calls.every(([, options]) => options?.id === 'sign-in-welcome')).toBe(true);
    expect(screen.queryByText(/Imported/)).not.toBeInTheDocument();
    expect(screen.queryByText('Gmail is not connected.')).not.toBeInTheDocument();
  });
});
