// What the news editor's rich text can hold (its Tiptap extensions) and the HTML it gives back: the
// component and its test share both, so the test loads and saves a news item as the editor does.
// Everything the sanitiser (lib/news/html.ts) allows in a body has its node or mark here, so that a
// news item opened and saved (or autosaved) keeps it: headings, paragraphs and line breaks, bold,
// italic, underline, strikethrough, sub- and superscript, small print, highlight, abbreviations,
// code, lists, links, quotes, separators, preformatted text and tables. A bare <span> carries nothing
// and is not kept; <b> and <i> come back as <strong> and <em>. Nothing else exists in the schema, so
// pasted styles, classes, fonts and Word's markup fall away on paste.
import { Extension, type Editor } from '@tiptap/core';
import { Highlight } from '@tiptap/extension-highlight';
import { DOMParser as SchemaParser, DOMSerializer } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { CodeInLine, Preformatted } from './rich-text-code';
import { LINK_OPTIONS } from './rich-text-link';
import { MARK_EXTENSIONS } from './rich-text-marks';
import { TABLE_EXTENSIONS, tidyTables } from './rich-text-table';

/**
 * Reads the HTML the editor starts with through ProseMirror's parser alone. Tiptap's own reading first
 * removes every text node that is just a line break (with up to two spaces after it): inside <pre>
 * that joins two lines, and between two marks of a paragraph (`<strong>a</strong>\n<em>b</em>`) it
 * joins two words.
 */
const ReadHtmlAsWritten = Extension.create({
  name: 'readHtmlAsWritten',
  onBeforeCreate() {
    const { content, parseOptions } = this.editor.options;
    if (typeof content !== 'string') return;
    const body = new window.DOMParser().parseFromString(`<body>${content}</body>`, 'text/html').body;
    this.editor.options.content = SchemaParser.fromSchema(this.editor.schema).parse(body, parseOptions).toJSON();
  },
});

export const RICH_TEXT_EXTENSIONS = [
  ReadHtmlAsWritten,
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // Ours instead (rich-text-code.ts): Tiptap's lose what surrounds or lies inside them.
    code: false,
    codeBlock: false,
    link: LINK_OPTIONS,
  }),
  CodeInLine,
  Preformatted,
  Highlight,
  ...MARK_EXTENSIONS,
  ...TABLE_EXTENSIONS,
];

/** The toolbar's actions besides the table's and StarterKit's toggles (each focuses the editor first). */
export const FORMAT_ACTIONS = {
  /** A horizontal rule («Separador») where the cursor is, the cursor after it. */
  separator: (editor: Editor) => editor.chain().focus().setHorizontalRule().run(),
  /** The paragraphs at the cursor as preformatted code («Código»), or back to paragraphs. */
  code: (editor: Editor) => editor.chain().focus().toggleCodeBlock().run(),
  subscript: (editor: Editor) => editor.chain().focus().unsetMark('superscript').toggleMark('subscript').run(),
  superscript: (editor: Editor) => editor.chain().focus().unsetMark('subscript').toggleMark('superscript').run(),
} as const;

/** The editor's content as the HTML a news item keeps ('' when empty); Tiptap's getHTML, then tables tidied. */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  const fragment = DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content);
  const container = document.implementation.createHTMLDocument().createElement('div');
  container.append(fragment);
  tidyTables(container);
  return container.innerHTML;
}
