// @vitest-environment happy-dom
// The news editor keeps a news item's tables through a load and a save: the demo item's table (with
// its caption, header row and scopes) comes back as the sanitiser keeps it, and what the editor
// writes for a table is what the sanitiser lets through. (Before, the editor had no table in its
// schema: a table became a line of text and the next save stored the body without it.)
import { Editor } from '@tiptap/core';
import { CellSelection } from '@tiptap/pm/tables';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '@/lib/news/html';
import { demoNews } from '@/lib/news/seed';
import { RICH_TEXT_EXTENSIONS, editorHtml } from './rich-text-schema';
import { TABLE_ACTIONS, canTable } from './rich-text-table';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function load(html: string): Editor {
  const editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content: html });
  editors.push(editor);
  return editor;
}

/** The tables of an HTML fragment, as written. */
function tables(html: string): string[] {
  return html.match(/<table[\s\S]*?<\/table>/g) ?? [];
}

const verifactu = demoNews.find((n) => n.title.startsWith('Veri*Factu'))!.body;

describe('the news editor’s tables', () => {
  it('keep the demo item’s table when one character of its text changes and it is saved', () => {
    const editor = load(verifactu);
    // One character typed at the end of the first paragraph, as staff would.
    let end = 0;
    editor.state.doc.firstChild!.forEach((_node, offset, index) => {
      if (index === editor.state.doc.firstChild!.childCount - 1) end = 1 + offset + _node.nodeSize;
    });
    editor.chain().setTextSelection(end).insertContent('!').run();
    const saved = sanitizeRichHtml(editorHtml(editor));

    expect(saved).toContain('Nuestra suite ya cumple:!</p>');
    expect(tables(saved)).toEqual(tables(sanitizeRichHtml(verifactu)));
    expect(tables(saved)).toEqual([
      '<table><caption>Fechas de obligación</caption><thead><tr><th scope="col">Quién</th><th scope="col">Desde</th></tr></thead>' +
        '<tbody><tr><td>Sociedades (impuesto sobre sociedades)</td><td>1 de enero de 2027</td></tr>' +
        '<tr><td>Autónomos y resto de obligados</td><td>1 de julio de 2027</td></tr></tbody></table>',
    ]);
    // Everything else of the item too (the editor writes a list item's text in a paragraph).
    expect(saved.replace('Nuestra suite ya cumple:!', 'Nuestra suite ya cumple:')).toBe(
      sanitizeRichHtml(verifactu).replace(/<li>(.*?)<\/li>/g, '<li><p>$1</p></li>'),
    );
  });

  it('write tables that the sanitiser keeps as they are, and read them back the same', () => {
    const written =
      '<table><thead><tr><th colspan="2">Plan</th><th rowspan="2">Precio</th></tr><tr><th>A</th><th>B</th></tr></thead>' +
      '<tbody><tr><th scope="row">Uno</th><td><strong>sí</strong></td><td>10 €</td></tr>' +
      '<tr><td><p>párrafo 1</p><p>párrafo 2</p></td><td><ul><li><p>lista</p></li></ul></td><td></td></tr></tbody></table>' +
      '<p>Después</p>';
    const html = editorHtml(load(written));
    expect(html).toBe(written);
    expect(tables(sanitizeRichHtml(html))).toEqual(tables(html));
    expect(editorHtml(load(html))).toBe(html);
  });

  it('keep the text and cells of what they cannot represent as such (a footer, rich text in a caption)', () => {
    const html = editorHtml(
      load(
        '<table><caption>Con <em>énfasis</em></caption><tbody><tr><td>1</td></tr></tbody>' +
          '<tfoot><tr><td>Total</td></tr></tfoot></table>',
      ),
    );
    expect(html).toBe(
      '<table><caption>Con énfasis</caption><tbody><tr><td>1</td></tr><tr><td>Total</td></tr></tbody></table>',
    );
  });

  it('are made and changed with the toolbar’s actions', () => {
    const editor = load('<p>Antes</p>');
    editor.commands.setTextSelection(editor.state.doc.content.size);
    expect(canTable(editor, 'insert')).toBe(true);
    expect(canTable(editor, 'addRow')).toBe(false);
    expect(TABLE_ACTIONS.insert(editor)).toBe(true);
    expect(canTable(editor, 'insert')).toBe(false);
    const empty = (tag: string, n: number, attrs = '') => `<${tag}${attrs}></${tag}>`.repeat(n);
    expect(editorHtml(editor)).toContain(
      `<table><thead><tr>${empty('th', 3, ' scope="col"')}</tr></thead><tbody><tr>${empty('td', 3)}</tr><tr>${empty('td', 3)}</tr></tbody></table>`,
    );

    editor.commands.insertContent('Quién');
    TABLE_ACTIONS.addRow(editor);
    TABLE_ACTIONS.addColumn(editor);
    TABLE_ACTIONS.caption(editor, '  Fechas ');
    let html = editorHtml(editor);
    expect(html).toContain('<table><caption>Fechas</caption><thead><tr><th scope="col">Quién</th><th></th>');
    expect(tables(html)[0]!.match(/<tr>/g)).toHaveLength(4);
    expect(tables(html)[0]!.match(/<t[hd][ >]/g)).toHaveLength(16);
    expect(tables(sanitizeRichHtml(html))).toEqual(tables(html));

    TABLE_ACTIONS.deleteColumn(editor);
    TABLE_ACTIONS.deleteRow(editor);
    TABLE_ACTIONS.caption(editor, '');
    html = editorHtml(editor);
    expect(html).not.toContain('<caption>');
    expect(tables(html)[0]!.match(/<tr>/g)).toHaveLength(3);
    expect(tables(html)[0]!.match(/<t[hd][ >]/g)).toHaveLength(9);

    expect(canTable(editor, 'delete')).toBe(true);
    TABLE_ACTIONS.delete(editor);
    expect(editorHtml(editor)).not.toContain('<table');
    expect(editorHtml(editor)).toContain('<p>Antes</p>');
  });

  it('go as a whole when all their cells are selected and deleted, and only empty cells otherwise', () => {
    const editor = load(
      '<p>Antes</p><table><tbody><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></tbody></table>',
    );
    const select = (first: number, last: number) => {
      const cells: number[] = [];
      editor.state.doc.descendants((node, pos) => {
        if (node.type.name === 'tableCell') cells.push(pos);
      });
      const selection = CellSelection.create(editor.state.doc, cells.at(first)!, cells.at(last)!);
      editor.view.dispatch(editor.state.tr.setSelection(selection));
    };
    const backspace = () =>
      editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace', bubbles: true }));

    select(0, 1);
    backspace();
    expect(editorHtml(editor)).toContain('<tbody><tr><td></td><td></td></tr><tr><td>3</td><td>4</td></tr></tbody>');

    select(0, -1);
    backspace();
    expect(editorHtml(editor)).not.toContain('<table');
    expect(editorHtml(editor)).toContain('<p>Antes</p>');
  });
});
