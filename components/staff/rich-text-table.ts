// The rich-text editor's tables: table, row, header cell and cell over prosemirror-tables (inside
// @tiptap/pm). Not @tiptap/extension-table: it has no release at our Tiptap version (3.34.0; its
// peers are pinned to the exact version), and it writes a <colgroup>, widths in `style` and cells'
// alignment, which the sanitiser (lib/news/html.ts) would strip. These nodes write only what the
// sanitiser keeps: <caption> (plain text), <th scope>, colspan and rowspan; a row knows whether it
// was in the table's <thead> or <tfoot> (the schema has no row groups), `tidyTables` then gives those
// rows their groups back and takes the one paragraph out of a cell, so a table loaded from a news
// item comes back as it was written.
import { Node, mergeAttributes, type Editor } from '@tiptap/core';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { TextSelection } from '@tiptap/pm/state';
import {
  CellSelection,
  addColumnAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  addRowAfter,
  goToNextCell,
  isInTable,
  selectedRect,
  tableEditing,
} from '@tiptap/pm/tables';

/** prosemirror-tables finds the parts of a table by these roles in the schema. */
const TABLE_ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

const SCOPES = new Set(['col', 'row', 'colgroup', 'rowgroup']);

/** Where a row goes when the table is written: its header, its footer or (null) its body. */
type RowSection = 'head' | 'foot' | null;

/** A row's group: as the editor wrote it (`data-section`), else the element it was in. */
function rowSection(row: HTMLElement): RowSection {
  const written = row.getAttribute('data-section');
  if (written === 'head' || written === 'foot') return written;
  const group = row.parentElement?.tagName;
  return group === 'THEAD' ? 'head' : group === 'TFOOT' ? 'foot' : null;
}

/**
 * The table's rows in the order they are shown: a <thead> written after the body or a <tfoot> before
 * it (HTML 4 wanted the footer first) are read where a reader sees them, the header first and the
 * footer last. The element itself when nothing moves.
 */
function rowsAsShown(table: HTMLElement): HTMLElement {
  const rank = (element: Element) => (element.tagName === 'THEAD' ? 0 : element.tagName === 'TFOOT' ? 2 : 1);
  const children = Array.from(table.children);
  if (children.every((child, i) => i === 0 || rank(children[i - 1]!) <= rank(child))) return table;
  const copy = table.cloneNode(true) as HTMLElement;
  const groups = Array.from(copy.children).sort((a, b) => rank(a) - rank(b));
  copy.append(...groups);
  return copy;
}

/** A span as a whole number of at least 1 (HTML's rowspan="0" and nonsense count as 1). */
function span(element: HTMLElement, name: 'colspan' | 'rowspan'): number {
  const value = Number(element.getAttribute(name));
  return Number.isInteger(value) && value > 1 ? Math.min(value, 1000) : 1;
}

const cellAttributes = {
  colspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => span(element, 'colspan'),
    renderHTML: ({ colspan }: Record<string, unknown>) => (Number(colspan) > 1 ? { colspan } : {}),
  },
  rowspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => span(element, 'rowspan'),
    renderHTML: ({ rowspan }: Record<string, unknown>) => (Number(rowspan) > 1 ? { rowspan } : {}),
  },
  // prosemirror-tables reads it when cells are merged or split; column widths are not offered.
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
};

function tableCommand(
  command: (state: EditorState, dispatch?: (tr: Transaction) => void) => boolean,
): (editor: Editor) => boolean {
  return (editor) =>
    editor
      .chain()
      .focus()
      .command(({ state, dispatch }) => command(state, dispatch))
      .run();
}

/** Whether a command of the table toolbar would do anything where the cursor is now. */
export function canTable(editor: Editor, action: keyof typeof TABLE_ACTIONS): boolean {
  const { state } = editor;
  switch (action) {
    case 'insert':
      return !isInTable(state);
    case 'addRow':
      return addRowAfter(state);
    case 'deleteRow':
      return deleteRow(state);
    case 'addColumn':
      return addColumnAfter(state);
    case 'deleteColumn':
      return deleteColumn(state);
    case 'caption':
    case 'delete':
      return isInTable(state);
  }
}

/** The toolbar's table actions (each focuses the editor first). */
export const TABLE_ACTIONS = {
  /** A table of 3 × 3 whose first row is of column headers, the cursor in its first cell. */
  insert: (editor: Editor) =>
    editor
      .chain()
      .focus()
      .command(({ tr, state, dispatch }) => {
        if (isInTable(state)) return false;
        const { table, tableRow, tableHeader, tableCell } = state.schema.nodes;
        if (!table || !tableRow || !tableHeader || !tableCell) return false;
        const row = (header: boolean) =>
          tableRow.create(
            header ? { section: 'head' } : null,
            Array.from({ length: 3 }, () =>
              header ? tableHeader.createAndFill({ scope: 'col' })! : tableCell.createAndFill()!,
            ),
          );
        if (dispatch) {
          const start = tr.selection.from;
          tr.replaceSelectionWith(table.create(null, [row(true), row(false), row(false)])).scrollIntoView();
          tr.setSelection(TextSelection.near(tr.doc.resolve(start + 1)));
        }
        return true;
      })
      .run(),
  /**
   * A row after the cursor's: in the footer when added to a footer row, in the header when between two
   * header rows, else in the body (after the header's last row too, with plain cells: prosemirror-tables
   * gives it the cells of the row below).
   */
  addRow: (editor: Editor) =>
    editor
      .chain()
      .focus()
      .command(({ tr, state, dispatch }) => {
        if (!isInTable(state)) return false;
        const { table, tableStart, bottom } = selectedRect(state);
        const section = (index: number): RowSection =>
          index < table.childCount ? (table.child(index).attrs.section as RowSection) : null;
        const above = section(bottom - 1);
        const inherited = above === 'foot' || (above === 'head' && section(bottom) === 'head') ? above : null;
        if (!addRowAfter(state, dispatch)) return false;
        if (dispatch && inherited) {
          const changed = tr.doc.nodeAt(tableStart - 1)!;
          let position = tableStart;
          for (let i = 0; i < bottom; i += 1) position += changed.child(i).nodeSize;
          tr.setNodeAttribute(position, 'section', inherited);
        }
        return true;
      })
      .run(),
  deleteRow: tableCommand(deleteRow),
  addColumn: tableCommand(addColumnAfter),
  deleteColumn: tableCommand(deleteColumn),
  delete: tableCommand(deleteTable),
  /** Sets the table's caption (plain text); an empty one takes it away. */
  caption: (editor: Editor, caption: string) =>
    editor
      .chain()
      .focus()
      .updateAttributes('table', { caption: caption.trim() || null })
      .run(),
} as const;

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  addAttributes() {
    return {
      // Read only from the table's own <caption>, as text: rich text there is not kept.
      caption: {
        default: null,
        parseHTML: (element) => {
          const caption = Array.from(element.children).find((child) => child.tagName === 'CAPTION');
          return caption?.textContent?.replace(/\s+/g, ' ').trim() || null;
        },
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML() {
    // The caption is the table's attribute above; as content it would become a row of its own.
    return [
      { tag: 'table', contentElement: (table) => rowsAsShown(table as HTMLElement) },
      { tag: 'caption', ignore: true },
    ];
  },
  renderHTML({ node, HTMLAttributes }) {
    const caption = node.attrs.caption as string | null;
    // Edited with the toolbar's button, not in place (it lies outside the table's content).
    return caption
      ? ['table', mergeAttributes(HTMLAttributes), ['caption', { contenteditable: 'false' }, caption], ['tbody', 0]]
      : ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]];
  },
  extendNodeSchema(extension) {
    const tableRole = TABLE_ROLES[extension.name];
    return tableRole ? { tableRole } : {};
  },
  addKeyboardShortcuts() {
    // Tab moves between cells; from the last cell it leaves the editor as anywhere else (no trap).
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
      Backspace: () => deleteWhenAllCellsSelected(this.editor),
      Delete: () => deleteWhenAllCellsSelected(this.editor),
    };
  },
  addProseMirrorPlugins() {
    return [tableEditing()];
  },
});

function deleteWhenAllCellsSelected(editor: Editor): boolean {
  const { selection } = editor.state;
  if (!(selection instanceof CellSelection)) return false;
  const table = selection.$anchorCell.node(-1);
  let cells = 0;
  table.descendants((node) => {
    if (node.type.spec.tableRole === 'cell' || node.type.spec.tableRole === 'header_cell') cells += 1;
    return node.type.name !== 'tableCell' && node.type.name !== 'tableHeader';
  });
  return cells === selection.ranges.length && deleteTable(editor.state, editor.view.dispatch);
}

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  addAttributes() {
    return {
      section: {
        default: null,
        parseHTML: rowSection,
        renderHTML: ({ section }) => (section ? { 'data-section': section } : {}),
      },
    };
  },
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', HTMLAttributes, 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes() {
    return {
      ...cellAttributes,
      scope: {
        default: null,
        parseHTML: (element) => {
          const scope = element.getAttribute('scope')?.toLowerCase() ?? '';
          return SCOPES.has(scope) ? scope : null;
        },
      },
    };
  },
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', HTMLAttributes, 0],
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', HTMLAttributes, 0],
});

export const TABLE_EXTENSIONS = [Table, TableRow, TableHeader, TableCell];

/**
 * The HTML that the news items keep, from what the schema writes (all rows in one <tbody>): the
 * leading rows of the header go into a <thead> and the trailing rows of the footer into a <tfoot>
 * (one of them elsewhere, which only the editor could have put there, stays in the body where it is
 * shown), a cell holding one plain paragraph holds its text, and the caption loses the editor's
 * `contenteditable`.
 */
export function tidyTables(root: ParentNode): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    table.querySelector(':scope > caption')?.removeAttribute('contenteditable');
    const body = table.querySelector(':scope > tbody');
    if (body) {
      const rows = Array.from(body.children);
      let first = 0;
      while (first < rows.length && rows[first]!.getAttribute('data-section') === 'head') first += 1;
      let last = rows.length;
      while (last > first && rows[last - 1]!.getAttribute('data-section') === 'foot') last -= 1;
      for (const row of rows) row.removeAttribute('data-section');
      const group = (tag: 'thead' | 'tfoot', members: Element[]) => {
        const element = table.ownerDocument.createElement(tag);
        element.append(...members);
        return element;
      };
      if (first > 0) table.insertBefore(group('thead', rows.slice(0, first)), body);
      if (last < rows.length) body.after(group('tfoot', rows.slice(last)));
      if (body.children.length === 0) body.remove();
    }
    for (const cell of Array.from(table.querySelectorAll('td, th'))) {
      const only = cell.children.length === 1 ? cell.firstElementChild : null;
      if (only?.tagName === 'P' && only.attributes.length === 0 && cell.childNodes.length === 1)
        only.replaceWith(...Array.from(only.childNodes));
    }
  }
}
