import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether a call was refused for want of a session (expired, the user deleted, the password changed elsewhere).
 * The base query records it for every remote at once; the shell then sends the user to sign in again.
 */
export const sessionExpiry = createSlice({
  name: 'sessionExpiry',
  initialState: { ended: false },
  reducers: {
    sessionEnded: (state) => {
      state.ended = true;
    },
    sessionEndHandled: (state) => {
      state.ended = false;
    },
  },
  selectors: {
    selectSessionEnded: (state) => state.ended,
  },
});

export const { sessionEnded, sessionEndHandled } = sessionExpiry.actions;
export const { selectSessionEnded } = sessionExpiry.selectors;
