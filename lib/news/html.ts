// The sanitiser for the HTML that staff write (title, short and full description): one strict
// allowlist, applied when a news item is stored and again when it is rendered or served.
import sanitizeHtml from 'sanitize-html';

/** Elements whose whole content goes away with them (never shown as text). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'title',
  'head',
  'select',
];

const BLOCK_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'pre',
  'code',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];
const INLINE_TAGS = ['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'span', 'abbr'];

/** Absolute http(s), mail and phone links, and paths of our own site. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![\/\\])|#)/i;

function linkTransform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = (attribs.href ?? '').trim();
  // A link without a safe address is kept as its text only.
  if (!SAFE_HREF.test(href)) return { tagName: 'span', attribs: {} };
  const out: sanitizeHtml.Attributes = { href };
  if (attribs.title !== undefined) out.title = attribs.title;
  // Only a new tab is allowed as a target, and then never with access to our window.
  if (attribs.target === '_blank') {
    out.target = '_blank';
    out.rel = 'noopener noreferrer';
  }
  return { tagName, attribs: out };
}

const common: sanitizeHtml.IOptions = {
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
};

const richOptions: sanitizeHtml.IOptions = {
  ...common,
  allowedTags: [...BLOCK_TAGS, ...INLINE_TAGS, 'a'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    abbr: ['title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  transformTags: { a: linkTransform },
};

const inlineOptions: sanitizeHtml.IOptions = {
  ...common,
  allowedTags: [...INLINE_TAGS, 'br'],
  allowedAttributes: { abbr: ['title'] },
};

/** Full description and short description: paragraphs, lists, tables, safe links. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, richOptions).trim();
}

/** The title: inline emphasis only (it is shown inside a heading and a link). */
export function sanitizeTitleHtml(html: string): string {
  return sanitizeHtml(html, inlineOptions).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment (titles in <title>, meta descriptions, RSS, slugs, alt text). */
export function htmlToText(html: string): string {
  // A space where a block ends, so paragraphs do not run into each other.
  const spaced = html.replace(/<(\/?)(p|br|li|h\d|div|tr|td|th|table|ul|ol|blockquote|hr)\b/gi, ' <$1$2');
  const stripped = sanitizeHtml(spaced, { ...common, allowedTags: [], allowedAttributes: {} });
  return decodeEntities(stripped).replace(/\s+/g, ' ').trim();
}

/** Cuts plain text at a word boundary, adding an ellipsis when it had to cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** The external link of a news item: an absolute http(s) URL, or empty. */
export function safeExternalLink(value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  if (!raw) return '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (url.username || url.password) return '';
  return url.toString();
}
