import type { MessageSource } from 'shared-api';

/** How the dashboard names each message source. */
export const SOURCE_LABELS: Record<MessageSource, string> = {
  text: 'Text',
  email: 'Email',
  voicemail: 'Voicemail',
  zoom: 'Zoom',
};
