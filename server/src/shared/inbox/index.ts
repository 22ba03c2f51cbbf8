export { htmlToText, plainTextOf } from './html-text';
export {
  findMessage,
  inScope,
  messageTime,
  selectListRows,
  selectMessages,
  toInboxMessage,
  toSummary,
} from './read';
export { deriveMessageText, previewOf, sanitizeMessageHtml } from './sanitize';
export {
  autoLinkMessage,
  findSender,
  type IncomingMessage,
  type MessageRow,
  messageValues,
  storeMessages,
} from './store';
export { followInboxChanges, inboxVersion, noteInboxChange } from './version';
