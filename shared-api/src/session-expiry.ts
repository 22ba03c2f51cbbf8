import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether a call was refused for want of a session (expired, the user deleted, the password changed elsewhere),
 * and whether the user is signing out. The base query records the first for every remote at once; the shell then
 * sends the user to sign in again, saying why, unless the session ends because the user chose to leave.
 */
export const sessionExpiry = createSlice({
  name: 'sessionExpiry',
  initialState: { ended: false, signingOut: false },
  reducers: {
    sessionEnded: (state) => {
      if (!state.signingOut) state.ended = true;
    },
    sessionEndHandled: (state) => {
      state.ended = false;
    },
    signingOut: (state) => {
      state.signingOut = true;
    },
    /** A new sign-in: what the last session's end left behind no longer applies. */
    sessionStarted: (state) => {
      state.signingOut = false;
      state.ended = false;
    },
  },
  selectors: {
    selectSessionEnded: (state) => state.ended,
    selectSigningOut: (state) => state.signingOut,
  },
});

export const { sessionEnded, sessionEndHandled, sessionStarted, signingOut } = sessionExpiry.actions;
export const { selectSessionEnded, selectSigningOut } = sessionExpiry.selectors;
