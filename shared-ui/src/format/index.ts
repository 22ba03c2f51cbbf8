export { formatDate, formatMessageTime } from './dates';
export { initials } from './initials';
export { previewText, stripMarkup } from './markup';
export { formatMoney, formatRevenue } from './money';
export { prefillFrom, senderDisplay } from './sender';
