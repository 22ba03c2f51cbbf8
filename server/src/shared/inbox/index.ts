export {
  findMessage,
  inScope,
  messageTime,
  selectListRows,
  selectMessages,
  toInboxMessage,
  toSummary,
} from './read';
export { deriveMessageText, plainTextOf, previewOf, sanitizeMessageHtml } from './sanitize';
export {
  autoLinkMessage,
  findSender,
  type IncomingMessage,
  type MessageRow,
  messageValues,
  storeMessages,
} from './store';
export { followInboxChanges, inboxVersion, noteInboxChange } from './version';
