export { htmlToTextMarkingQuotes, plainTextOf } from './html-text';
export {
  findMessage,
  inScope,
  messageTime,
  selectListRows,
  selectMessages,
  toInboxMessage,
  toSummary,
} from './read';
export { deriveMessageText } from './sanitize';
export { autoLinkMessage, type IncomingMessage, storeMessages } from './store';
export { followInboxChanges, inboxVersion, noteInboxChange } from './version';
