import { z } from 'zod';
import { MAX_NOTE_LENGTH } from './constants';
import { type EndpointGroup, idParams, NO_CONTENT, pageQuery } from './endpoint';
import { idSchema } from './entities';

/** The Notes tab of a customer: a timeline of notes, newest first, each written by one user. */

export const customerNoteSchema = z.object({
  id: idSchema,
  customerId: idSchema,
  body: z.string(),
  /** Null once the author's account is deleted. */
  author: z.object({ id: idSchema, name: z.string() }).nullable(),
  createdAt: z.string(),
  /** Equal to `createdAt` until the note is edited. */
  updatedAt: z.string(),
  /** What the caller may do with it: only the author edits; the author or an admin deletes. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** A note's text: trimmed, never blank, at most `MAX_NOTE_LENGTH` characters. */
export const customerNoteRequestSchema = z.object({
  body: z
    .string({ message: 'Note cannot be empty' })
    .trim()
    .min(1, 'Note cannot be empty')
    .max(MAX_NOTE_LENGTH, `Note must be at most ${MAX_NOTE_LENGTH} characters`),
});
export type CustomerNoteRequest = z.input<typeof customerNoteRequestSchema>;

export const customerNotePageSchema = z.object({
  notes: z.array(customerNoteSchema),
  nextCursor: z.string().nullable(),
});
export type CustomerNotePage = z.infer<typeof customerNotePageSchema>;

const customerIdParams = idParams('id', 'customer');
const noteParams = customerIdParams.extend(idParams('noteId', 'note').shape);

export const customerNoteEndpoints = {
  listCustomerNotes: {
    summary: "A customer's notes, newest first, a page at a time (20 unless `limit` says otherwise)",
    tag: 'Customers',
    access: 'session',
    params: customerIdParams,
    query: pageQuery,
    responses: { 200: customerNotePageSchema },
  },
  createCustomerNote: {
    summary: 'Add a note to a customer, written by the signed-in user',
    tag: 'Customers',
    access: 'session',
    params: customerIdParams,
    body: customerNoteRequestSchema,
    responses: { 201: customerNoteSchema },
  },
  updateCustomerNote: {
    summary: "Change a note's text (its author only)",
    tag: 'Customers',
    access: 'session',
    params: noteParams,
    body: customerNoteRequestSchema,
    responses: { 200: customerNoteSchema },
  },
  deleteCustomerNote: {
    summary: 'Delete a note (its author, or an admin of the tenant)',
    tag: 'Customers',
    access: 'session',
    params: noteParams,
    responses: { 204: NO_CONTENT },
  },
} satisfies EndpointGroup;
