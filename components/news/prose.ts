// How staff HTML looks on the pages, without a prose plugin; the back office's editor uses the same.
export const PROSE = [
  'text-slate-700 leading-7 space-y-3',
  '[&_a]:font-semibold [&_a]:text-teal-800 [&_a]:underline [&_a:hover]:text-teal-950',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-teal-600 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_caption]:mb-2 [&_caption]:text-left [&_caption]:font-semibold',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1',
  // A total or a note under the table, set apart from its body.
  '[&_tfoot]:border-t-2 [&_tfoot]:border-slate-400 [&_tfoot]:font-semibold [&_tfoot_td]:bg-slate-50',
  // Code in a line a little smaller than its text, broken if longer than the line; preformatted text in a
  // box of its own that scrolls sideways inside itself (its lines never wrap), never widening the page.
  '[&_code]:text-[0.875em] [&_code]:wrap-break-word [&_pre]:max-w-full [&_pre]:overflow-x-auto [&_pre]:rounded-md',
  '[&_pre]:border [&_pre]:border-slate-200 [&_pre]:bg-slate-100 [&_pre]:px-4 [&_pre]:py-3 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-800',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-[1em]',
  '[&_hr]:my-8 [&_hr]:border-slate-300 [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:text-slate-900',
  // Preflight already sets sub/sup in line (line-height 0) and dots the underline of an abbreviation with a title.
  '[&_abbr[title]]:cursor-help [&_abbr[title]]:underline-offset-2',
].join(' ');

/** Tables may be wider than a phone: they scroll inside the text (the article, the editor), not the page. */
export const PROSE_NARROW_TABLES = '[&_table]:block [&_table]:overflow-x-auto sm:[&_table]:table';
