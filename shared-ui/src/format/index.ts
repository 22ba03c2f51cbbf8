export { formatDate, formatMessageTime } from './dates';
export { initials } from './initials';
export { formatMoney, formatRevenue } from './money';
export { prefillFrom, senderDisplay } from './sender';
