import { previewText, stripMarkup } from './markup';

describe('stripMarkup', () => {
  it('removes tags and keeps the text', () => {
    expect(stripMarkup('<p>Hello <b>world</b></p>')).toBe('Hello world');
  });

  it('separates block elements with a space', () => {
    expect(stripMarkup('<div>First</div><div>Second</div>Line<br/>break')).toBe('First Second Line break');
  });

  it('drops styles, scripts, the head and comments', () => {
    const html =
      '<html><head><title>T</title><style>p{color:red}</style></head><body><!-- hi --><script>x()</script>Body</body></html>';
    expect(stripMarkup(html)).toBe('Body');
  });

  it('decodes common and numeric entities and drops unknown ones', () => {
    expect(stripMarkup('Fish &amp; chips&nbsp;&lt;3 &#39;quoted&#x27; &copy;')).toBe(
      "Fish & chips <3 'quoted'",
    );
  });

  it('collapses whitespace and trims', () => {
    expect(stripMarkup('  a\n\n\t b  ')).toBe('a b');
  });

  it('treats missing content as empty', () => {
    expect(stripMarkup(null)).toBe('');
    expect(stripMarkup(undefined)).toBe('');
  });
});

describe('previewText', () => {
  it('keeps a short text unchanged', () => {
    expect(previewText('<p>Short message</p>')).toBe('Short message');
  });

  it('cuts the plain text to 150 characters by default and marks the cut', () => {
    const preview = previewText(`<p>${'a'.repeat(200)}</p>`);
    expect(preview).toBe(`${'a'.repeat(150)}…`);
  });

  it('keeps a text of exactly the limit whole', () => {
    expect(previewText('b'.repeat(150))).toBe('b'.repeat(150));
  });

  it('accepts another limit', () => {
    expect(previewText('Hello wonderful world', 5)).toBe('Hello…');
  });
});
