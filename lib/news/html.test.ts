import { describe, expect, it } from 'vitest';
import { htmlToText, safeExternalLink, sanitizeRichHtml, sanitizeTitleHtml, truncateText } from './html';

/** Nothing executable may survive, whatever the payload. */
function assertInert(html: string) {
  // Text inside a quoted attribute value is escaped (&lt;, &quot;) and cannot become markup;
  // what remains is the markup itself.
  expect(html).not.toMatch(/="[^"]*[<>][^"]*"/);
  const out = html.replace(/="[^"]*"/g, '=""');
  expect(out).not.toMatch(/<script/i);
  expect(out).not.toMatch(/<(iframe|object|embed|svg|math|style|img|form|input|base|meta|link|noscript|template)\b/i);
  expect(out).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(out).not.toMatch(/style\s*=/i);
}

const payloads: Array<[string, string]> = [
  ['script', '<p>hola</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script><p>x</p>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r="4"/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['javascript: href', '<a href="javascript:alert(1)">pulsa</a>'],
  ['javascript: href, encoded', '<a href="jav&#x09;ascript:alert(1)">pulsa</a>'],
  [
    'javascript: href, entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">pulsa</a>',
  ],
  ['javascript: href, upper case and spaces', '<a href="  JaVaScRiPt:alert(1)">pulsa</a>'],
  ['data: href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">pulsa</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">pulsa</a>'],
  ['iframe', '<iframe src="https://evil.example"></iframe><p>texto</p>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style expression', '<p style="width: expression(alert(1))">x</p>'],
  ['style url', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['noscript mutation, bare', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['title attribute mutation on link', '<a href="https://a.example" title="</a><img src=x onerror=alert(1)>">x</a>'],
  ['template mutation', '<template><img src=x onerror=alert(1)></template>'],
  ['nested tags', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['malformed', '<<img src=x onerror=alert(1)//<'],
  ['unclosed attribute', '<p title="x><img src=x onerror=alert(1)>'],
  ['math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['form', '<form action="javascript:alert(1)"><input name=x autofocus onfocus=alert(1)></form>'],
  ['object/embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['base/meta', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['event on allowed tag', '<p onclick="alert(1)" onmouseover=alert(1)>x</p>'],
  ['event on link', '<a href="https://ok.example" onclick="alert(1)">x</a>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['cdata trick', '<![CDATA[<img src=x onerror=alert(1)>]]>'],
  ['xmp', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['srcset/formaction on unknown', '<button formaction="javascript:alert(1)">x</button>'],
];

describe('sanitizeRichHtml', () => {
  it.each(payloads)('neutralises %s', (_name, payload) => {
    const out = sanitizeRichHtml(payload);
    assertInert(out);
    // Sanitising twice changes nothing (no mutation through a second parse).
    expect(sanitizeRichHtml(out)).toBe(out);
  });

  it.each(payloads)('title sanitiser neutralises %s too', (_name, payload) => {
    const out = sanitizeTitleHtml(payload);
    assertInert(out);
    expect(out).not.toMatch(/<a\b/i);
  });

  it('keeps what staff need: paragraphs, lists, tables, emphasis, safe links', () => {
    const html =
      '<h3>Fechas</h3><p><strong>Importante</strong> y <em>útil</em></p><ul><li>uno</li></ul><ol start="2"><li>dos</li></ol>' +
      '<table><caption>C</caption><thead><tr><th scope="col" colspan="2">A</th></tr></thead><tbody><tr><td rowspan="1">1</td><td>2</td></tr></tbody></table>' +
      '<p><a href="https://example.com/x?a=1&amp;b=2">web</a> <a href="/soluciones/verifactu">interno</a> <a href="mailto:info@example.com">correo</a></p>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab and drops other targets', () => {
    expect(sanitizeRichHtml('<a href="https://a.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="https://a.example" target="_top">x</a>')).toBe(
      '<a href="https://a.example">x</a>',
    );
  });

  it('drops class, id and style attributes and links without an address', () => {
    expect(sanitizeRichHtml('<p class="x" id="y" style="color:red">t</p><a>solo texto</a>')).toBe(
      '<p>t</p><span>solo texto</span>',
    );
  });

  it('drops protocol-relative links', () => {
    expect(sanitizeRichHtml('<a href="//evil.example/x">x</a>')).toBe('<span>x</span>');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRichHtml('<p>1 &lt; 2 &amp;&amp; a > b</p>')).toBe('<p>1 &lt; 2 &amp;&amp; a &gt; b</p>');
  });
});

describe('sanitizeTitleHtml', () => {
  it('keeps inline emphasis only', () => {
    expect(sanitizeTitleHtml('<h1>Nueva <strong>versión</strong></h1><p>x</p><a href="https://a.example">y</a>')).toBe(
      'Nueva <strong>versión</strong>xy',
    );
  });
});

describe('htmlToText', () => {
  it('gives readable text with spaces between blocks and decoded entities', () => {
    expect(htmlToText('<p>Hola&nbsp;<b>mundo</b></p><p>R&amp;D &lt;3</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Hola mundo R&D <3 a b',
    );
  });
  it('drops script content', () => {
    expect(htmlToText('<script>alert(1)</script>ok')).toBe('ok');
  });
});

describe('truncateText', () => {
  it('cuts on a word boundary with an ellipsis', () => {
    expect(truncateText('uno dos tres cuatro cinco', 14)).toBe('uno dos tres…');
    expect(truncateText('corto', 14)).toBe('corto');
  });
});

describe('safeExternalLink', () => {
  it.each([
    ['https://www.example.com/a', 'https://www.example.com/a'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', ''],
    ['JAVASCRIPT:alert(1)', ''],
    ['data:text/html,x', ''],
    ['/relative', ''],
    ['//evil.example', ''],
    ['https://user:pass@example.com', ''],
    ['', ''],
    ['  ', ''],
  ])('%s → %s', (input, expected) => {
    expect(safeExternalLink(input)).toBe(expected);
  });
});
