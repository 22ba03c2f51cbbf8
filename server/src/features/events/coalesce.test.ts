import { jest } from '@jest/globals';
import type { ServerEvent } from 'shared-api/contract';
import { COALESCE_MS, coalescing } from './coalesce';

const inbox: ServerEvent = { type: 'inbox.changed', tenantId: 't1' };

describe('coalescing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('delivers the first event at once and folds a burst after it into one delivery at the window’s end', () => {
    const delivered: ServerEvent[] = [];
    const stream = coalescing((event) => delivered.push(event));
    for (let i = 0; i < 20; i++) stream.push(inbox);
    expect(delivered).toEqual([inbox]);
    jest.advanceTimersByTime(COALESCE_MS);
    expect(delivered).toEqual([inbox, inbox]);
    jest.advanceTimersByTime(COALESCE_MS * 3);
    expect(delivered).toHaveLength(2);
  });

  it('keeps different events of one window apart', () => {
    const delivered: ServerEvent[] = [];
    const stream = coalescing((event) => delivered.push(event));
    const other: ServerEvent = { type: 'inbox.changed', tenantId: 't2' };
    stream.push(inbox);
    stream.push(inbox);
    stream.push(other);
    jest.advanceTimersByTime(COALESCE_MS);
    expect(delivered).toEqual([inbox, inbox, other]);
  });

  it('delivers nothing pending once cancelled', () => {
    const delivered: ServerEvent[] = [];
    const stream = coalescing((event) => delivered.push(event));
    stream.push(inbox);
    stream.push(inbox);
    stream.cancel();
    jest.advanceTimersByTime(COALESCE_MS * 2);
    expect(delivered).toEqual([inbox]);
  });
});
