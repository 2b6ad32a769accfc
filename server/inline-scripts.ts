// The inline scripts of an HTML document as a browser sees them, each with the CSP hash a policy
// must list, as a `'sha256-…'` source, for the browser to run it.
//
// A browser hashes a script element's text as its parser left it (CSP 3, "does element match
// source list"): the bytes between `<script …>` and the first `</script` closing it, with CR LF and
// lone CR turned into LF and NUL into U+FFFD. The HTML is read byte for byte (latin1) so a
// script's UTF-8 bytes are hashed as they are, with no decoding unless one of those characters
// is in it.
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
const TYPE_ATTRIBUTE = /[\s"']type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
// The types a browser runs (the HTML standard's JavaScript MIME type essences, and the three
// script kinds that go through the policy as well); any other type is a data block (JSON-LD).
const RUNS =
  /^(?:|module|importmap|speculationrules|(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/i;

export interface InlineScript {
  /** Its bytes, one character each (latin1): ASCII text reads as it is. */
  text: string;
  /** The CSP source that lets it run. */
  hash: string;
  /** False for a data block (a type no browser runs, such as JSON-LD): it needs no hash. */
  runs: boolean;
}

function sha256Source(text: string, encoding: 'latin1' | 'utf8'): string {
  return `'sha256-${crypto.createHash('sha256').update(text, encoding).digest('base64')}'`;
}

/** The inline scripts of `html` (UTF-8), in order; scripts with a `src` are left out. */
export function inlineScripts(html: Buffer): InlineScript[] {
  const text = html.toString('latin1');
  const scripts: InlineScript[] = [];
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
    const parsed = /[\r\0]/.test(content)
      ? Buffer.from(content, 'latin1').toString('utf8').replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD')
      : null;
    const type = TYPE_ATTRIBUTE.exec(` ${start[1]}`);
    const runs = !type || RUNS.test((type[1] ?? type[2] ?? type[3] ?? '').trim());
    scripts.push({
      text: content,
      hash: parsed === null ? sha256Source(content, 'latin1') : sha256Source(parsed, 'utf8'),
      runs,
    });
  }
  return scripts;
}
