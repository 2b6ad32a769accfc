// The CSP hashes of an HTML document's inline scripts: what a policy must list, as `'sha256-…'`
// sources, for a browser to run exactly those scripts and no other inline one.
//
// A browser hashes a script element's text as its parser left it (CSP 3, "does element match
// source list"): the bytes between `<script …>` and the first `</script` closing it, with CR LF and
// lone CR turned into LF and NUL into U+FFFD. The HTML is read byte for byte (latin1) so a
// script's UTF-8 bytes are hashed as they are, with no decoding unless one of those characters
// is in it. Every inline script is hashed, whatever its type: a data block (JSON-LD) does not
// run, and listing it costs one source, whereas leaving out a type that does run (a module, an
// import map) would break the page.
//
// What this does not follow: a `<!--<script>` inside a script, where the parser's escaped states
// make a later `</script>` not close it. Next.js and React escape `<` in the data they inline,
// so their pages never contain it; were it there, the browser would refuse that script (the page
// would lose it), never run one that was not listed.
import crypto from 'node:crypto';

// `<script` and its attributes (quoted values may hold `>`), up to the `>` closing the start tag.
const START_TAG = /<script(?=[\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const END_TAG = /<\/script[\s/>]/gi;
const SRC_ATTRIBUTE = /[\s"']src\s*=/i;

function sha256Source(text: string, encoding: 'latin1' | 'utf8'): string {
  return `'sha256-${crypto.createHash('sha256').update(text, encoding).digest('base64')}'`;
}

/** The `'sha256-…'` sources of the inline scripts of `html` (UTF-8), in order, each once. */
export function inlineScriptHashes(html: Buffer): string[] {
  const text = html.toString('latin1');
  const hashes = new Set<string>();
  START_TAG.lastIndex = 0;
  for (let start = START_TAG.exec(text); start; start = START_TAG.exec(text)) {
    const from = START_TAG.lastIndex;
    END_TAG.lastIndex = from;
    const end = END_TAG.exec(text);
    const to = end ? end.index : text.length;
    START_TAG.lastIndex = end ? END_TAG.lastIndex : text.length;
    // The attributes begin with a space, so ` src=` is found at their start too.
    if (SRC_ATTRIBUTE.test(` ${start[1]}`)) continue;
    const content = text.slice(from, to);
    if (/[\r\0]/.test(content)) {
      const parsed = Buffer.from(content, 'latin1').toString('utf8').replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
      hashes.add(sha256Source(parsed, 'utf8'));
    } else {
      hashes.add(sha256Source(content, 'latin1'));
    }
  }
  return [...hashes];
}
