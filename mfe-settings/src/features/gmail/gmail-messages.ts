import { errorMessage } from 'shared-api';

/** The Gmail card's toast texts. */
export const GMAIL_TEXT = {
  imported: (count: number) => `Imported ${count} Gmail message(s)`,
  importFailed: 'Failed to import Gmail messages',
  sessionMissing: 'Session not found. Please log in again.',
  deleted: 'All Gmail messages deleted successfully!',
  deleteFailed: 'Failed to delete Gmail messages. Please try again.',
  disconnected: 'Gmail account disconnected successfully!',
  disconnectFailed: 'Failed to disconnect Gmail. Please try again.',
} as const;

/** An import failure as the user reads it: no session, else the server's error, else the default. */
export function importFailureText(error: unknown): string {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  if (status === 401) return GMAIL_TEXT.sessionMissing;
  return errorMessage(error, GMAIL_TEXT.importFailed);
}
