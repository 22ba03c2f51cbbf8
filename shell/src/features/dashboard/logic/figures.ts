import dayjs from 'dayjs';
import { type DashboardMessageDay, MESSAGE_SOURCES, type MessageSource } from 'shared-api';

/** One day of the chart: its messages per source (0 when none came). */
export type ChartDay = { day: string; label: string } & Record<MessageSource, number>;

const zeroBySource = () =>
  Object.fromEntries(MESSAGE_SOURCES.map((source) => [source, 0])) as Record<MessageSource, number>;

/** The days of the window ending today, oldest first. */
function windowDays(today: string, days: number): string[] {
  const last = dayjs(today);
  return Array.from({ length: days }, (_, index) =>
    last.subtract(days - 1 - index, 'day').format('YYYY-MM-DD'),
  );
}

const inWindow = (rows: readonly DashboardMessageDay[], today: string, days: number) => {
  const first = windowDays(today, days)[0] ?? today;
  return rows.filter((row) => row.day >= first && row.day <= today);
};

/** Every day of the last `days` (today included), with the messages received per source. */
export function chartDays(rows: readonly DashboardMessageDay[], today: string, days: number): ChartDay[] {
  const byDay = new Map(
    windowDays(today, days).map((day) => [
      day,
      { day, label: dayjs(day).format('MMM D'), ...zeroBySource() },
    ]),
  );
  for (const row of inWindow(rows, today, days)) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.source] += row.received;
  }
  return [...byDay.values()];
}

export interface SourceTotals {
  source: MessageSource;
  received: number;
  unanswered: number;
}

/** Per source, in the inbox's order: messages received in the last `days`, and those still unanswered. */
export function sourceTotals(
  rows: readonly DashboardMessageDay[],
  today: string,
  days: number,
): SourceTotals[] {
  const rowsInWindow = inWindow(rows, today, days);
  return MESSAGE_SOURCES.map((source) => {
    const ofSource = rowsInWindow.filter((row) => row.source === source);
    return {
      source,
      received: ofSource.reduce((sum, row) => sum + row.received, 0),
      unanswered: ofSource.reduce((sum, row) => sum + row.unanswered, 0),
    };
  });
}

/** Accepted quotes as a whole percent of those sent; 0 when none was sent. */
export function acceptanceRate({ sent, accepted }: { sent: number; accepted: number }): number {
  return sent > 0 ? Math.round((accepted / sent) * 100) : 0;
}
