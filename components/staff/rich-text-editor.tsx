'use client';
// The news editor's rich text (Tiptap over ProseMirror; its schema in rich-text-schema.ts): everything
// the sanitiser allows in a body, so that opening and saving an item loses nothing, and a toolbar for
// the common part of it (headings, bold, italic, sub- and superscript, lists, quotes, code, separators,
// links, tables). Nothing else exists in its schema, so pasted styles, classes, fonts and Word's markup
// fall away on paste. The HTML travels in a hidden field, and the server sanitises it again with the
// site's one sanitiser (lib/news/html.ts): the editor is a convenience, never the check.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useId, useState } from 'react';
import { PROSE, PROSE_NARROW_TABLES } from '@/components/news/prose';
import { cleanPastedHtml } from '@/lib/news/paste';
import { FORMAT_ACTIONS, RICH_TEXT_EXTENSIONS, editorHtml } from './rich-text-schema';
import { TABLE_ACTIONS, canTable } from './rich-text-table';

const tool =
  'rounded px-2 py-1 text-sm font-semibold hover:bg-slate-100 focus:ring-2 focus:ring-teal-600 focus:outline-none aria-pressed:bg-slate-200';

export function RichTextEditor({
  name,
  label,
  initialHtml,
  minHeight = 'min-h-40',
}: {
  name: string;
  label: string;
  initialHtml: string;
  minHeight?: string;
}) {
  const [html, setHtml] = useState(initialHtml);
  const labelId = useId();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: RICH_TEXT_EXTENSIONS,
    content: initialHtml,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        // The cells of a selection across cells (prosemirror-tables marks them) are tinted, and a
        // separator chosen with the arrow keys (ProseMirror selects it as a whole) is outlined.
        class: `${PROSE} ${PROSE_NARROW_TABLES} [&_.selectedCell]:bg-teal-50 [&_hr.ProseMirror-selectednode]:outline-2 [&_hr.ProseMirror-selectednode]:outline-teal-600 px-3 py-2 focus:outline-none ${minHeight}`,
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: e }) => setHtml(editorHtml(e)),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      subscript: e?.isActive('subscript') ?? false,
      superscript: e?.isActive('superscript') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      code: e?.isActive('codeBlock') ?? false,
      separator: e?.can().setHorizontalRule() ?? false,
      link: e?.isActive('link') ?? false,
      table: e?.isActive('table') ?? false,
      insertTable: e ? canTable(e, 'insert') : false,
      addRow: e ? canTable(e, 'addRow') : false,
      deleteRow: e ? canTable(e, 'deleteRow') : false,
      addColumn: e ? canTable(e, 'addColumn') : false,
      deleteColumn: e ? canTable(e, 'deleteColumn') : false,
    }),
  });

  function setLink() {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = window.prompt('Dirección del enlace (https://…); vacío para quitarlo', previous);
    if (url === null) return;
    if (url.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  }

  function setCaption() {
    if (!editor) return;
    const previous = (editor.getAttributes('table').caption as string | null) ?? '';
    const caption = window.prompt('Título de la tabla; vacío para quitarlo', previous);
    if (caption !== null) TABLE_ACTIONS.caption(editor, caption);
  }

  // The visible word is the button's whole name (WCAG 2.5.3: what is seen is what a voice user says).
  // The table's actions stay in place, disabled where they cannot act (outside a table, the last row).
  const button = (pressed: boolean | undefined, text: string, run: () => void, enabled = true) => (
    <button
      type="button"
      className={`${tool} disabled:cursor-not-allowed disabled:opacity-50`}
      aria-pressed={pressed}
      onClick={run}
      disabled={!editor || !enabled}
    >
      {text}
    </button>
  );
  const chain = () => editor!.chain().focus();
  return (
    <div>
      <p id={labelId} className="font-medium">
        {label}
      </p>
      <div className="mt-1 rounded-md border border-slate-300 bg-white shadow-sm focus-within:border-teal-700 focus-within:ring-2 focus-within:ring-teal-600">
        <div
          role="toolbar"
          aria-label={`Formato: ${label}`}
          className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
        >
          {button(state?.h2, 'Sección', () => chain().toggleHeading({ level: 2 }).run())}
          {button(state?.h3, 'Subsección', () => chain().toggleHeading({ level: 3 }).run())}
          {button(state?.bold, 'Negrita', () => chain().toggleBold().run())}
          {button(state?.italic, 'Cursiva', () => chain().toggleItalic().run())}
          {button(state?.subscript, 'Subíndice', () => FORMAT_ACTIONS.subscript(editor!))}
          {button(state?.superscript, 'Superíndice', () => FORMAT_ACTIONS.superscript(editor!))}
          {button(state?.bullet, 'Lista', () => chain().toggleBulletList().run())}
          {button(state?.ordered, 'Lista numerada', () => chain().toggleOrderedList().run())}
          {button(state?.quote, 'Cita', () => chain().toggleBlockquote().run())}
          {button(state?.code, 'Código', () => FORMAT_ACTIONS.code(editor!))}
          {button(undefined, 'Separador', () => FORMAT_ACTIONS.separator(editor!), state?.separator)}
          {button(state?.link, 'Enlace', setLink)}
          {button(undefined, 'Tabla', () => TABLE_ACTIONS.insert(editor!), state?.insertTable)}
          {button(undefined, 'Añadir fila', () => TABLE_ACTIONS.addRow(editor!), state?.addRow)}
          {button(undefined, 'Quitar fila', () => TABLE_ACTIONS.deleteRow(editor!), state?.deleteRow)}
          {button(undefined, 'Añadir columna', () => TABLE_ACTIONS.addColumn(editor!), state?.addColumn)}
          {button(undefined, 'Quitar columna', () => TABLE_ACTIONS.deleteColumn(editor!), state?.deleteColumn)}
          {button(undefined, 'Título de la tabla', setCaption, state?.table)}
          {button(undefined, 'Quitar tabla', () => TABLE_ACTIONS.delete(editor!), state?.table)}
        </div>
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
