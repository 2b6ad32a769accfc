// The rich-text editor's code: code in a line (<code>) and preformatted text (<pre>), both Tiptap's
// own, changed so that a news item's HTML comes back as it was written. Tiptap's code block always
// writes <pre><code>, holds text only and reads a <pre>'s text only; ours writes the <code> only
// where the whole of the <pre> was one (or the toolbar made it), and keeps emphasis, links and code
// in part of the text (`<pre>$ <code>npm ci</code></pre>`). Tiptap's code in a line goes with no
// other mark, so a link or bold around it was dropped; ours goes with any.
import { mergeAttributes } from '@tiptap/core';
import { Code } from '@tiptap/extension-code';
import { CodeBlock } from '@tiptap/extension-code-block';

/** The <code> element that is the whole content of a <pre>, if there is one. */
function wholeCode(pre: HTMLElement): HTMLElement | null {
  const only = pre.childNodes.length === 1 ? pre.firstChild : null;
  return only?.nodeName === 'CODE' ? (only as HTMLElement) : null;
}

export const CodeInLine = Code.extend({ excludes: 'code' });

export const Preformatted = CodeBlock.extend({
  marks: '_',
  addAttributes() {
    return {
      ...this.parent?.(),
      // Whether the text is wrapped in one <code> (a block made with the toolbar's «Código» is).
      code: { default: true, parseHTML: (element) => wholeCode(element) !== null, rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'pre',
        preserveWhitespace: 'full',
        // Read inside the wrapping <code>, which would otherwise be a mark over the whole text.
        contentElement: (pre) => wholeCode(pre as HTMLElement) ?? (pre as HTMLElement),
      },
    ];
  },
  // No language class (Tiptap's, from a paste out of VS Code): the sanitiser would strip it.
  renderHTML({ node, HTMLAttributes }) {
    const attributes = mergeAttributes(this.options.HTMLAttributes, HTMLAttributes);
    return node.attrs.code ? ['pre', attributes, ['code', 0]] : ['pre', attributes, 0];
  },
});
