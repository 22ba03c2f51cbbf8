import { countText, describeCount } from './inbox-counts';

describe("the inbox's counts as written", () => {
  it('describes a count as the header does', () => {
    expect(describeCount(1, '', false)).toBe('1 message');
    expect(describeCount(0, '', false)).toBe('0 messages');
    expect(describeCount(12, 'leak', false)).toBe('12 messages matching "leak"');
  });

  it('says "at least" when the server stopped counting a search', () => {
    expect(describeCount(1000, 'leak', true)).toBe('1000+ messages matching "leak"');
    expect(describeCount(1, 'leak', true)).toBe('1+ messages matching "leak"');
    expect(countText(312, true)).toBe('312+');
    expect(countText(312, false)).toBe('312');
  });
});
