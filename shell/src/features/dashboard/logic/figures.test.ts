import { acceptanceRate, chartDays, sourceTotals } from './figures';

const rows = [
  { day: '2026-10-20', source: 'email', received: 9, unanswered: 9 },
  { day: '2026-11-18', source: 'voicemail', received: 1, unanswered: 1 },
  { day: '2026-11-24', source: 'text', received: 2, unanswered: 0 },
  { day: '2026-11-25', source: 'email', received: 3, unanswered: 2 },
  { day: '2026-11-25', source: 'zoom', received: 1, unanswered: 1 },
] as const;

describe('chartDays', () => {
  it('gives every day of the window, oldest first, with zeros where no message came', () => {
    const days = chartDays(rows, '2026-11-25', 7);
    expect(days.map((day) => day.day)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(days.at(-1)).toEqual({
      day: '2026-11-25',
      label: 'Nov 25',
      text: 0,
      email: 3,
      voicemail: 0,
      zoom: 1,
    });
    expect(days[0]).toMatchObject({ text: 0, email: 0, voicemail: 0, zoom: 0 });
  });

  it('takes the older days in when the window is 30 days', () => {
    const days = chartDays(rows, '2026-11-25', 30);
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe('2026-10-27');
    expect(days.find((day) => day.day === '2026-11-18')?.voicemail).toBe(1);
  });
});

describe('sourceTotals', () => {
  it('adds up each source over the window, in the inbox order', () => {
    expect(sourceTotals(rows, '2026-11-25', 7)).toEqual([
      { source: 'text', received: 2, unanswered: 0 },
      { source: 'email', received: 3, unanswered: 2 },
      { source: 'voicemail', received: 0, unanswered: 0 },
      { source: 'zoom', received: 1, unanswered: 1 },
    ]);
    expect(sourceTotals(rows, '2026-11-25', 30)[2]).toEqual({
      source: 'voicemail',
      received: 1,
      unanswered: 1,
    });
  });
});

describe('acceptanceRate', () => {
  it('is the whole percent of sent quotes accepted, and 0 without any sent', () => {
    expect(acceptanceRate({ sent: 3, accepted: 2 })).toBe(67);
    expect(acceptanceRate({ sent: 0, accepted: 0 })).toBe(0);
  });
});
