import { ownText } from './reply-chain';

describe('the customer’s own words of a message', () => {
  it('drops an email reply’s quoted history from its header on', () => {
    const text = [
      'Go ahead with the gutter cleaning only.',
      '',
      'On Tue, Apr 8, 2025 at 4:12 PM Sam Ortiz <sam@brightwell.test> wrote:',
      '> Window cleaning would be $8 per window.',
    ].join('\n');
    expect(ownText(text)).toBe('Go ahead with the gutter cleaning only.');
  });

  it('drops a header a mail client split over two lines, and Outlook’s From/Sent block', () => {
    expect(
      ownText('Yes please.\nOn Mon, 3 Mar 2025, Sam Ortiz <sam@x.test>\nwrote:\nWe also offer sod.'),
    ).toBe('Yes please.');
    expect(ownText('Book it.\nFrom: Sam Ortiz\nSent: Monday\nSubject: Quote\nAeration $80')).toBe('Book it.');
  });

  it('drops quoted lines and HTML blockquotes', () => {
    expect(
      ownText('<div>Fix the tap please.</div><blockquote><p>Faucet replacement $210</p></blockquote>'),
    ).toBe('Fix the tap please.');
    expect(ownText('Fix the tap.\n> and the toilet')).toBe('Fix the tap.');
  });

  it('keeps a forwarded message, which the customer passes on to us', () => {
    const text = [
      'See below, can you quote this?',
      '---------- Forwarded message ---------',
      'From: Tenant <t@x.test>',
      'The bathroom sink is clogged again.',
    ].join('\n');
    expect(ownText(text)).toContain('The bathroom sink is clogged again.');
  });
});
