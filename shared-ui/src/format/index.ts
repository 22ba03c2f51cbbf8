export { prefillFrom, senderDisplay } from 'shared-api/contract';
export { formatDate, formatMessageTime } from './dates';
export { initials } from './initials';
export { formatMoney, formatRevenue } from './money';
