// What the news editor's rich text can hold (its Tiptap extensions) and the HTML it gives back: the
// component and its test share both, so the test loads and saves a news item as the editor does.
// Headings, bold, italic, lists, links, quotes and tables; nothing else exists in the schema, so
// pasted styles, classes, fonts and Word's markup fall away on paste.
import type { Editor } from '@tiptap/core';
import { DOMSerializer } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { LINK_OPTIONS } from './rich-text-link';
import { TABLE_EXTENSIONS, tidyTables } from './rich-text-table';

export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: LINK_OPTIONS,
  }),
  ...TABLE_EXTENSIONS,
];

/** The editor's content as the HTML a news item keeps ('' when empty); Tiptap's getHTML, then tables tidied. */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  const fragment = DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content);
  const container = document.implementation.createHTMLDocument().createElement('div');
  container.append(fragment);
  tidyTables(container);
  return container.innerHTML;
}
