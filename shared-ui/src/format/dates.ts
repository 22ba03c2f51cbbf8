import dayjs, { type ConfigType } from 'dayjs';

/** 'Today at 3:05 PM' on the same day as `now`, otherwise 'Mar 4, 3:05 PM'; '' for an invalid date. */
export function formatMessageTime(date: ConfigType, now: ConfigType = new Date()): string {
  const time = dayjs(date);
  if (!time.isValid()) return '';
  if (time.isSame(dayjs(now), 'day')) return `Today at ${time.format('h:mm A')}`;
  return time.format('MMM D, h:mm A');
}

/** Created dates: 'Mar 4, 2025'; '' for an invalid date. */
export function formatDate(date: ConfigType): string {
  const day = dayjs(date);
  return day.isValid() ? day.format('MMM D, YYYY') : '';
}
