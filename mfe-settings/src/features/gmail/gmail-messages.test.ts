import { GMAIL_TEXT, importFailureText } from './gmail-messages';

describe('importFailureText', () => {
  it('asks to sign in again when the session is gone', () => {
    expect(importFailureText({ status: 401, data: { error: 'Not signed in' } })).toBe(
      'Session not found. Please log in again.',
    );
  });

  it("prefers the server's error", () => {
    const notConnected = 'Gmail is not connected. Please connect your Gmail account first.';
    expect(importFailureText({ status: 400, data: { error: notConnected } })).toBe(notConnected);
  });

  it('falls back to the generic text', () => {
    expect(importFailureText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Failed to import Gmail messages',
    );
    expect(importFailureText(new Error('boom'))).toBe('Failed to import Gmail messages');
  });
});

describe('GMAIL_TEXT', () => {
  it('words the imported count as the toast shows it', () => {
    expect(GMAIL_TEXT.imported(3)).toBe('Imported 3 Gmail message(s)');
  });
});
