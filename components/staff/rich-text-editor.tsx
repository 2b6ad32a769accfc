'use client';
// The news editor's rich text (Tiptap over ProseMirror): headings, bold, italic, lists, links and
// quotes; nothing else exists in its schema, so pasted styles, classes, fonts and Word's markup fall
// away on paste. The HTML travels in a hidden field, and the server sanitises it again with the
// site's one sanitiser (lib/news/html.ts): the editor is a convenience, never the check.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { PROSE } from '@/components/news/prose';
import { cleanPastedHtml } from '@/lib/news/paste';
import { LINK_OPTIONS } from './rich-text-link';

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
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: LINK_OPTIONS,
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: `${PROSE} px-3 py-2 focus:outline-none ${minHeight}`,
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
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

  // The visible word is the button's whole name (WCAG 2.5.3: what is seen is what a voice user says).
  const button = (pressed: boolean | undefined, text: string, run: () => void) => (
    <button type="button" className={tool} aria-pressed={pressed} onClick={run} disabled={!editor}>
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
          {button(state?.bullet, 'Lista', () => chain().toggleBulletList().run())}
          {button(state?.ordered, 'Lista numerada', () => chain().toggleOrderedList().run())}
          {button(state?.quote, 'Cita', () => chain().toggleBlockquote().run())}
          {button(state?.link, 'Enlace', setLink)}
        </div>
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
