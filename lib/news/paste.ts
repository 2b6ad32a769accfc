// What the news editor does to pasted HTML before its own schema reads it: Word and Google Docs wrap
// text in styles, classes, fonts and conditional comments. (The server sanitises again anyway.)
//
// Word writes its formatting as elements (<b>, <i>, <u>, <s>, <sub>, <sup>), so its styles can all go.
// Google Docs writes it as styles of its text runs (<span style="font-weight:700;font-style:italic;
// text-decoration:underline;vertical-align:sub…">) and wraps the whole clipboard in
// <b style="font-weight:normal" id="docs-internal-guid-…">, a <b> that is not bold: from Docs, the
// runs' formatting becomes those elements and the wrapper goes, before the styles are stripped.
export function cleanPastedHtml(html: string): string {
  return stripStyles(isFromGoogleDocs(html) ? docsFormattingAsElements(html) : html);
}

function stripStyles(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<\/?o:p>/gi, '')
    .replace(/\s(?:style|class|lang|face|color|size)="[^"]*"/gi, '')
    .replace(/\s(?:style|class|lang|face|color|size)='[^']*'/gi, '');
}

/** Docs marks every clipboard it writes with an element whose id is docs-internal-guid-…. */
function isFromGoogleDocs(html: string): boolean {
  return /<[a-z][^>]*\sid=["']?docs-internal-guid-/i.test(html);
}

/**
 * Docs' HTML with the formatting of its text runs as elements: a <span> bold (weight 600 or more),
 * italic, underlined, struck through, sub- or superscript gets <strong>, <em>, <u>, <s>, <sub> or <sup>
 * inside it; a <b> or <strong> whose own style says it is not bold (Docs' wrapper) gives way to its
 * content. The styles of blocks (a list item's is its bullet's, a heading's its size) and of links
 * are not read, nor a link's underline (Docs underlines every link's run). The browser's own parser
 * reads the clipboard (this runs on paste, in the editor).
 */
function docsFormattingAsElements(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const bold of doc.body.querySelectorAll('b[style], strong[style]')) {
    const weight = declarations(bold.getAttribute('style') ?? '').get('font-weight');
    if (weight !== undefined && !isBold(weight)) bold.replaceWith(...bold.childNodes);
  }
  for (const span of doc.body.querySelectorAll('span[style]')) {
    let inner: Element = span;
    for (const name of formatting(declarations(span.getAttribute('style') ?? ''), span.closest('a') !== null)) {
      const element = doc.createElement(name);
      element.append(...inner.childNodes);
      inner.append(element);
      inner = element;
    }
  }
  return doc.body.innerHTML;
}

/** The elements for a Docs text run's style, outermost first. */
function formatting(style: Map<string, string>, inLink: boolean): string[] {
  const elements: string[] = [];
  const weight = style.get('font-weight');
  if (weight !== undefined && isBold(weight)) elements.push('strong');
  if (/^(?:italic|oblique)\b/.test(style.get('font-style') ?? '')) elements.push('em');
  const lines = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`.split(/\s+/);
  if (lines.includes('underline') && !inLink) elements.push('u');
  if (lines.includes('line-through')) elements.push('s');
  const align = style.get('vertical-align');
  if (align === 'sub') elements.push('sub');
  if (align === 'super') elements.push('sup');
  return elements;
}

/** Bold as the author saw it: `bold`, `bolder` or a weight of 600 or more. */
function isBold(weight: string): boolean {
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
}

/** A style attribute's declarations, property → value (lower case, without !important). */
function declarations(style: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important/i, '')
      .trim()
      .toLowerCase();
    if (property && value) map.set(property, value);
  }
  return map;
}
