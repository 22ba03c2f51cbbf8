export { MessageBodyFrame } from './message-body-frame';
export { SourceIcon } from './source-icon';
