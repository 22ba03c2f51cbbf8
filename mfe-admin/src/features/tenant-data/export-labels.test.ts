import { formatSize, isUnderWay } from './export-labels';

describe('formatSize', () => {
  it.each([
    [0, '0 bytes'],
    [820, '820 bytes'],
    [1024, '1.0 KB'],
    [14_540, '14.2 KB'],
    [3_250_586, '3.1 MB'],
    [5 * 1024 ** 3, '5.0 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe('isUnderWay', () => {
  it('is an export waiting or being built', () => {
    expect(
      ['queued', 'running', 'ready', 'failed', 'expired'].map((status) => isUnderWay({ status } as never)),
    ).toEqual([true, true, false, false, false]);
  });
});
