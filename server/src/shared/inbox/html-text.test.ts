import { htmlToText, plainTextOf } from './html-text';

describe('htmlToText', () => {
  it('puts blocks and list items on their own lines, without bullets or blank lines', () => {
    expect(
      htmlToText('<p>Hi&nbsp;there,</p><ul><li>clear the drains</li><li>fix Elm &amp; Oak</li></ul>'),
    ).toBe('Hi there,\nclear the drains\nfix Elm & Oak');
    expect(htmlToText('<h2>Jobs</h2><ol><li>3 toilets</li></ol><blockquote>old<br>mail</blockquote>')).toBe(
      'Jobs\n3 toilets\nold\nmail',
    );
  });

  it('keeps the words of links and table cells, never addresses or images', () => {
    expect(
      htmlToText(
        '<a href="https://x.test">our site</a><img src="https://x.test/a.png" alt="logo">' +
          '<table><tr><td>Tap</td><td>4</td></tr></table>',
      ),
    ).toBe('our site\nTap\n4');
  });
});

describe('plainTextOf', () => {
  it('removes markup, keeps words apart at block ends and decodes entities', () => {
    expect(
      plainTextOf('<p>Hi&nbsp;there,</p><p>the leak is <b>under</b> the sink &amp; tub.</p><br>Thanks'),
    ).toBe('Hi there, the leak is under the sink & tub. Thanks');
    expect(plainTextOf('<style>p{color:red}</style><p>&#72;&#x69; &lt;you&gt; &pound;5</p>')).toBe(
      'Hi <you> £5',
    );
  });
});
