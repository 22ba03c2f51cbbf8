import { screen, waitFor, within } from '@testing-library/react';
import { type CustomerNote, receiveServerEvent } from 'shared-api';
import { findDialog, renderWithProviders, type StubHandler, stubFetch } from 'shared-ui/test-support';
import { harborview, harborviewNotes, loadRoutes, session } from '../testing/fixtures';
import { NotesTab } from './notes-tab';

const NOTES = `/api/customers/${harborview.id}/notes`;
const [ownNote, colleaguesNote] = harborviewNotes as [CustomerNote, CustomerNote];

/** A note the server answers after a save: the request's text, written by the signed-in user. */
const savedNote = (id: string, body: string): CustomerNote => ({
  ...ownNote,
  id,
  body,
  createdAt: '2026-03-04T09:00:00.000Z',
  updatedAt: '2026-03-04T09:00:00.000Z',
});

/** The notes list, answering whatever `current()` holds at the time of each call. */
const listOf =
  (current: () => CustomerNote[]): StubHandler =>
  () => ({ body: { notes: current(), nextCursor: null } });

async function renderTab(routes: Record<string, StubHandler> = {}) {
  const api = stubFetch(loadRoutes(routes));
  const result = renderWithProviders(<NotesTab customerId={harborview.id} />);
  await screen.findByText(/Quote sent for the grease trap/);
  return { ...result, api };
}

const noteCards = () => screen.getAllByTestId('customer-note');

afterEach(() => {
  jest.restoreAllMocks();
});

describe('NotesTab', () => {
  it('shows the notes newest first with author, time and only the actions the reader may use', async () => {
    await renderTab();
    const [first, second] = noteCards() as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(session.userName);
    expect(first).toHaveTextContent('Quote sent for the grease trap.');
    expect(first).toHaveTextContent('Mar 3');
    expect(second).toHaveTextContent('Priya Natarajan');
    expect(second).toHaveTextContent('edited');
    expect(within(first).getByRole('button', { name: 'Edit note' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
    // A colleague's note: a tenant admin may delete it, but only its author edits it.
    expect(within(second).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
  });

  it('says so when there are no notes, and offers a retry when they cannot be loaded', async () => {
    let fail = true;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(
      loadRoutes({
        [`GET ${NOTES}`]: () =>
          fail ? { status: 500, body: { error: 'Boom' } } : { body: { notes: [], nextCursor: null } },
      }),
    );
    const { user } = renderWithProviders(<NotesTab customerId={harborview.id} />);
    expect(await screen.findByText('The notes could not be loaded.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load notes', undefined);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notes for this customer yet.')).toBeInTheDocument();
  });

  it('adds a note with the trimmed text, empties the box and shows it first', async () => {
    let notes = harborviewNotes;
    const { user, api } = await renderTab({
      [`GET ${NOTES}`]: listOf(() => notes),
      [`POST ${NOTES}`]: async (request) => {
        const { body } = (await request.json()) as { body: string };
        notes = [savedNote('n-3', body), ...notes];
        return { status: 201, body: notes[0] };
      },
    });
    const box = screen.getByRole('textbox', { name: 'New note' });
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    await user.type(box, 'Call back on Tuesday  ');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(await api.callsTo(`POST ${NOTES}`)[0]?.json()).toEqual({ body: 'Call back on Tuesday' });
    expect(box).toHaveValue('');
    await waitFor(() => expect(noteCards()[0]).toHaveTextContent('Call back on Tuesday'));
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderTab({
      [`POST ${NOTES}`]: { status: 400, body: { error: 'Note must be at most 5000 characters' } },
    });
    const box = screen.getByRole('textbox', { name: 'New note' });
    await user.type(box, 'A long story');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Failed to save note')).toBeInTheDocument();
    expect(screen.getByText('Note must be at most 5000 characters')).toBeInTheDocument();
    expect(box).toHaveValue('A long story');
    expect(logged).toHaveBeenCalledWith('Failed to save note', expect.objectContaining({ status: 400 }));
  });

  it('edits an own note in place, and Cancel leaves it as it was', async () => {
    let notes = harborviewNotes;
    const { user, api } = await renderTab({
      [`GET ${NOTES}`]: listOf(() => notes),
      [`PUT ${NOTES}/${ownNote.id}`]: async (request) => {
        const { body } = (await request.json()) as { body: string };
        notes = notes.map((note) => (note.id === ownNote.id ? { ...note, body } : note));
        return { body: notes[0] };
      },
    });
    const first = () => noteCards()[0] as HTMLElement;
    await user.click(within(first()).getByRole('button', { name: 'Edit note' }));
    const box = screen.getByRole('textbox', { name: 'Edit note' });
    expect(box).toHaveValue(ownNote.body);
    await user.clear(box);
    await user.type(box, 'Changed my mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(first()).toHaveTextContent('Quote sent for the grease trap.');
    expect(api.callsTo(`PUT ${NOTES}/${ownNote.id}`)).toHaveLength(0);

    await user.click(within(first()).getByRole('button', { name: 'Edit note' }));
    const reopened = screen.getByRole('textbox', { name: 'Edit note' });
    expect(screen.getByRole('button', { name: 'Save Note' })).toBeDisabled();
    await user.clear(reopened);
    await user.type(reopened, 'Quote accepted.');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    await waitFor(() => expect(first()).toHaveTextContent('Quote accepted.'));
    expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument();
  });

  it('deletes a note only once confirmed', async () => {
    let notes = harborviewNotes;
    const { user, api } = await renderTab({
      [`GET ${NOTES}`]: listOf(() => notes),
      [`DELETE ${NOTES}/${colleaguesNote.id}`]: () => {
        notes = notes.filter((note) => note.id !== colleaguesNote.id);
        return { status: 204 };
      },
    });
    const second = noteCards()[1] as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Delete note' }));
    const dialog = await findDialog('Delete note?');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this note?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE ${NOTES}/${colleaguesNote.id}`)).toHaveLength(0);

    await user.click(within(second).getByRole('button', { name: 'Delete note' }));
    await user.click(within(await findDialog('Delete note?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    await waitFor(() => expect(noteCards()).toHaveLength(1));
    expect(screen.queryByText('Priya Natarajan')).not.toBeInTheDocument();
  });

  it('shows a note added elsewhere when the server announces it', async () => {
    let notes = harborviewNotes;
    const { store } = await renderTab({ [`GET ${NOTES}`]: listOf(() => notes) });
    notes = [{ ...savedNote('n-9', 'Added by a colleague'), canEdit: false }, ...notes];
    receiveServerEvent(store.dispatch, {
      type: 'customer-notes.changed',
      tenantId: session.tenantId,
      customerId: harborview.id,
    });
    expect(await screen.findByText('Added by a colleague')).toBeInTheDocument();
  });
});
