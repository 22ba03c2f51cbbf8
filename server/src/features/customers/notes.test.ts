import {
  type CustomerNote,
  customerNotePageSchema,
  customerNoteSchema,
  MAX_NOTE_LENGTH,
  type ServerEvent,
} from 'shared-api/contract';
import { customerNotes } from '../../db/schema';
import { createTestContext, SETUP_TIMEOUT_MS, type TestBrowser, type TestContext } from '../../testing/app';

let ctx: TestContext;
let owner: TestBrowser;
let staff: TestBrowser;
let bluewaveAdmin: TestBrowser;
let superAdmin: TestBrowser;
let acmeId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signedIn('owner@acme.test');
  staff = await ctx.signedIn('staff@acme.test');
  bluewaveAdmin = await ctx.signedIn('admin@bluewave.test');
  superAdmin = await ctx.signedIn('super@quotedesk.test');
  acmeId = await ctx.tenantIdOf('owner@acme.test');
}, SETUP_TIMEOUT_MS);
afterAll(() => ctx.close());

const strictNote = customerNoteSchema.strict();
const strictPage = customerNotePageSchema.extend({ notes: strictNote.array() }).strict();

async function newCustomer(name = 'Notes Test Co') {
  const response = await owner.request({ method: 'POST', url: '/api/customers', payload: { name } });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const notesOf = (customerId: string) => `/api/customers/${customerId}/notes`;
const noteUrl = (note: Pick<CustomerNote, 'id' | 'customerId'>) => `${notesOf(note.customerId)}/${note.id}`;

async function addNote(browser: TestBrowser, customerId: string, body: string) {
  const response = await browser.request({ method: 'POST', url: notesOf(customerId), payload: { body } });
  expect(response.statusCode).toBe(201);
  return strictNote.parse(response.json());
}

async function listNotes(browser: TestBrowser, customerId: string, query = '') {
  const response = await browser.get(`${notesOf(customerId)}${query}`);
  expect(response.statusCode).toBe(200);
  return strictPage.parse(response.json());
}

describe('customer notes', () => {
  it('adds a note by the signed-in user, trimmed, and lists the notes newest first', async () => {
    const customerId = await newCustomer();
    const staffSession = (await staff.get('/api/session/current')).json();
    expect(await listNotes(staff, customerId)).toEqual({ notes: [], nextCursor: null });

    const first = await addNote(staff, customerId, '  Called about the boiler.  ');
    expect(first).toMatchObject({
      customerId,
      body: 'Called about the boiler.',
      author: { id: staffSession.userId, name: staffSession.userName },
      canEdit: true,
      canDelete: true,
    });
    expect(first.updatedAt).toBe(first.createdAt);
    const second = await addNote(owner, customerId, 'Sent the quote.');

    const { notes } = await listNotes(staff, customerId);
    expect(notes.map((note) => note.body)).toEqual(['Sent the quote.', 'Called about the boiler.']);
    // Each as the reader may use it: the owner's note is not the staff member's to edit or delete.
    expect(notes.map(({ canEdit, canDelete }) => ({ canEdit, canDelete }))).toEqual([
      { canEdit: false, canDelete: false },
      { canEdit: true, canDelete: true },
    ]);
    expect(notes[0]?.id).toBe(second.id);
  });

  it.each([
    ['blank', { body: '   ' }, 'Note cannot be empty'],
    ['missing', {}, 'body is required'],
    [
      'too long',
      { body: 'x'.repeat(MAX_NOTE_LENGTH + 1) },
      `Note must be at most ${MAX_NOTE_LENGTH} characters`,
    ],
  ])('refuses a %s note with a 400 saying why', async (_case, payload, message) => {
    const customerId = await newCustomer();
    const response = await staff.request({ method: 'POST', url: notesOf(customerId), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('takes a note of exactly the longest length', async () => {
    const customerId = await newCustomer();
    const note = await addNote(staff, customerId, 'y'.repeat(MAX_NOTE_LENGTH));
    expect(note.body).toHaveLength(MAX_NOTE_LENGTH);
  });

  it('lets the author edit a note, and refuses an edit to anyone else (403), admins included', async () => {
    const customerId = await newCustomer();
    const note = await addNote(staff, customerId, 'First draft');

    const edited = await staff.request({
      method: 'PUT',
      url: noteUrl(note),
      payload: { body: 'Second draft' },
    });
    expect(edited.statusCode).toBe(200);
    const saved = strictNote.parse(edited.json());
    expect(saved).toMatchObject({ id: note.id, body: 'Second draft', createdAt: note.createdAt });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));

    for (const other of [owner, superAdmin]) {
      const refused = await other.request({
        method: 'PUT',
        url: noteUrl(note),
        payload: { body: 'Mine now' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Only its author can edit a note');
    }
    const blank = await staff.request({ method: 'PUT', url: noteUrl(note), payload: { body: '' } });
    expect(blank.statusCode).toBe(400);
    expect((await listNotes(staff, customerId)).notes.map((row) => row.body)).toEqual(['Second draft']);
  });

  it("lets the author delete a note; a user may not delete another's (403), an admin may", async () => {
    const customerId = await newCustomer();
    const ownersNote = await addNote(owner, customerId, 'Owner note');
    const staffNote = await addNote(staff, customerId, 'Staff note');
    const secondStaffNote = await addNote(staff, customerId, 'Another staff note');

    const refused = await staff.request({ method: 'DELETE', url: noteUrl(ownersNote) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only its author or an admin can delete a note');

    expect((await staff.request({ method: 'DELETE', url: noteUrl(staffNote) })).statusCode).toBe(204);
    // The tenant admin sees another's note as deletable, and deletes it; so does a super admin.
    const asOwner = await listNotes(owner, customerId);
    expect(asOwner.notes.find((note) => note.id === secondStaffNote.id)).toMatchObject({
      canEdit: false,
      canDelete: true,
    });
    expect((await owner.request({ method: 'DELETE', url: noteUrl(secondStaffNote) })).statusCode).toBe(204);
    expect((await superAdmin.request({ method: 'DELETE', url: noteUrl(ownersNote) })).statusCode).toBe(204);
    expect((await listNotes(owner, customerId)).notes).toEqual([]);
    expect((await owner.request({ method: 'DELETE', url: noteUrl(ownersNote) })).statusCode).toBe(404);
  });

  it("answers another tenant's customer or note as not found (404), for every call", async () => {
    const customerId = await newCustomer();
    const note = await addNote(staff, customerId, 'Acme only');
    const calls = [
      { method: 'GET', url: notesOf(customerId) },
      { method: 'POST', url: notesOf(customerId), payload: { body: 'Hello' } },
      { method: 'PUT', url: noteUrl(note), payload: { body: 'Hello' } },
      { method: 'DELETE', url: noteUrl(note) },
    ] as const;
    for (const call of calls) {
      const response = await bluewaveAdmin.request(call);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Customer not found');
    }
    // A super admin reaches any tenant's customer.
    expect((await listNotes(superAdmin, customerId)).notes).toHaveLength(1);
  });

  it('answers a note named under another customer as not found, and malformed ids as 400', async () => {
    const [customerId, otherId] = [await newCustomer(), await newCustomer('Other Notes Co')];
    const note = await addNote(staff, customerId, 'Belongs to the first');
    const elsewhere = { id: note.id, customerId: otherId };
    const moved = await staff.request({ method: 'PUT', url: noteUrl(elsewhere), payload: { body: 'x' } });
    expect(moved.statusCode).toBe(404);
    expect(moved.json().error).toBe('Note not found');
    expect((await staff.request({ method: 'DELETE', url: noteUrl(elsewhere) })).statusCode).toBe(404);

    const badCustomer = await staff.get('/api/customers/42/notes');
    expect(badCustomer.statusCode).toBe(400);
    expect(badCustomer.json().error).toContain('Invalid customer id');
    const badNote = await staff.request({ method: 'DELETE', url: `${notesOf(customerId)}/42` });
    expect(badNote.statusCode).toBe(400);
    expect(badNote.json().error).toContain('Invalid note id');
  });

  it('refuses a visitor without a session, and a write without the XSRF header', async () => {
    const customerId = await newCustomer();
    expect((await ctx.app.inject({ method: 'GET', url: notesOf(customerId) })).statusCode).toBe(401);
    const forged = await staff.request({
      method: 'POST',
      url: notesOf(customerId),
      payload: { body: 'x' },
      xsrf: false,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('pages newest first with signed cursors that only this customer’s list accepts', async () => {
    const [customerId, otherId] = [await newCustomer(), await newCustomer('Other Paged Co')];
    for (let index = 0; index < 25; index++) await addNote(staff, customerId, `Note ${index}`);

    const first = await listNotes(staff, customerId);
    expect(first.notes).toHaveLength(20);
    expect(first.notes[0]?.body).toBe('Note 24');
    const second = await listNotes(staff, customerId, `?cursor=${first.nextCursor}`);
    expect(second.notes.map((note) => note.body)).toEqual(['Note 4', 'Note 3', 'Note 2', 'Note 1', 'Note 0']);
    expect(second.nextCursor).toBeNull();
    expect((await listNotes(staff, customerId, '?limit=3')).notes).toHaveLength(3);

    const borrowed = await staff.get(`${notesOf(otherId)}?cursor=${first.nextCursor}`);
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error).toBe('cursor: not a cursor this list handed out');
  });

  it("goes with its customer, and keeps a deleted author's note without a name", async () => {
    const customerId = await newCustomer();
    await addNote(staff, customerId, 'Stays until the customer goes');
    expect((await owner.request({ method: 'DELETE', url: `/api/customers/${customerId}` })).statusCode).toBe(
      204,
    );
    expect((await staff.get(notesOf(customerId))).statusCode).toBe(404);

    const kept = await newCustomer();
    const invited = await owner.request({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Temp Writer', email: 'temp.writer@acme.test', role: 'USER' },
    });
    expect(invited.statusCode).toBe(201);
    const writerId: string = invited.json().user.id;
    await ctx.db
      .insert(customerNotes)
      .values({ tenantId: acmeId, customerId: kept, authorId: writerId, body: 'Left behind' });
    expect((await owner.request({ method: 'DELETE', url: `/api/users/${writerId}` })).statusCode).toBe(204);
    const [note] = (await listNotes(owner, kept)).notes;
    expect(note).toMatchObject({ body: 'Left behind', author: null, canEdit: false, canDelete: true });
  });

  it('announces every change to the customer’s tenant as customer-notes.changed', async () => {
    const customerId = await newCustomer();
    const heard: ServerEvent[] = [];
    const unsubscribe = ctx.app.events.subscribe((event) => heard.push(event));
    try {
      const note = await addNote(staff, customerId, 'Announced');
      await staff.request({ method: 'PUT', url: noteUrl(note), payload: { body: 'Edited' } });
      await staff.request({ method: 'DELETE', url: noteUrl(note) });
      const expected = { type: 'customer-notes.changed', tenantId: acmeId, customerId };
      await waitFor(() => heard.filter((event) => event.type === 'customer-notes.changed').length === 3);
      expect(heard.filter((event) => event.type === 'customer-notes.changed')).toEqual([
        expected,
        expected,
        expected,
      ]);
    } finally {
      unsubscribe();
    }
  });
});

/** Resolves once `done` holds (events arrive through LISTEN/NOTIFY, a moment after the commit). */
async function waitFor(done: () => boolean) {
  for (let tries = 0; !done() && tries < 100; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
}
