// @vitest-environment happy-dom
// The news editor keeps a news item's HTML through a load and a save: whatever the sanitiser lets
// through for a body (separators, code, preformatted text, sub- and superscripts, small print,
// highlights, abbreviations, a table's footer…) comes back from the editor as the sanitiser keeps it,
// and the demo item's table (with its caption, header row and scopes) too. (Before, each of these was
// missing from the editor's schema: it became plain text or went, and the next save, or autosave,
// stored the body without it.)
import { Editor } from '@tiptap/core';
import { CellSelection } from '@tiptap/pm/tables';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '@/lib/news/html';
import { demoNews } from '@/lib/news/seed';
import { FORMAT_ACTIONS, RICH_TEXT_EXTENSIONS, editorHtml } from './rich-text-schema';
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

/**
 * Bodies written as the sanitiser keeps them, one for each thing it allows that the editor once lost
 * or changed: each must come back from a load and a save (then the sanitiser, as the server does) the same.
 */
const ROUND_TRIPS: [string, string][] = [
  ['a separator (<hr>)', '<p>Antes</p><hr /><p>Después</p>'],
  [
    'preformatted code (<pre><code>), its spaces and line breaks',
    '<pre><code>if (reserva) {\n  confirmar();   // y avisar\n}</code></pre><p>Fin</p>',
  ],
  ['preformatted text without <code>', '<pre>Habitación   Precio\nDoble        90 €</pre>'],
  ['preformatted text with <code> in part of it', '<pre>$ <code>npm ci</code>\n</pre>'],
  [
    'line breaks between emphasis inside preformatted text',
    '<pre><code><strong>Total</strong>\n<em>IVA incluido</em></code></pre>',
  ],
  [
    'emphasis and links inside preformatted text',
    '<pre><code><strong>Total:</strong> <a href="/precios">90 €</a></code></pre>',
  ],
  [
    'code in a paragraph, also inside a link and with emphasis',
    '<p>Ejecute <code>npm ci</code>, vea <a href="https://www.millehotel.es/ayuda"><code>ayuda</code></a> y <strong><code>--force</code></strong>.</p>',
  ],
  ['subscript and superscript', '<p>CO<sub>2</sub> por m<sup>2</sup> y x<sup>a<sub>i</sub></sup></p>'],
  [
    'small print, highlights and abbreviations with and without a title',
    '<p><small>Precios sin IVA.</small> <mark>Nuevo</mark>: <abbr title="Suministro Inmediato de Información">SII</abbr> y <abbr>TPV</abbr></p>',
  ],
  ['underline and strikethrough', '<p><u>subrayado</u> y <s>tachado</s></p>'],
  [
    'a link’s title and its new tab',
    '<p><a href="https://sede.agenciatributaria.gob.es" title="Sede de la AEAT" target="_blank" rel="noopener noreferrer">AEAT</a></p>',
  ],
  [
    'a table’s footer (<tfoot>)',
    '<table><thead><tr><th scope="col">Plan</th><th scope="col">Precio</th></tr></thead>' +
      '<tbody><tr><td>Básico</td><td>10 €</td></tr><tr><td>Plus</td><td>20 €</td></tr></tbody>' +
      '<tfoot><tr><th scope="row">Total</th><td>30 €</td></tr></tfoot></table>',
  ],
  [
    'a table’s header of plain cells and a body whose first row is of header cells',
    '<table><thead><tr><td>Nota</td></tr></thead><tbody><tr><th>A</th></tr><tr><td>1</td></tr></tbody>' +
      '<tfoot><tr><td>Fin</td></tr><tr><td>Fin 2</td></tr></tfoot></table>',
  ],
  [
    'a fourth-level heading, a quote with a line break and a list numbered from 3',
    '<h4>Apartado</h4><blockquote><p>Cita<br />en dos líneas</p></blockquote><ol start="3"><li><p>tres</p></li></ol>',
  ],
];

describe('the news editor’s round trip', () => {
  it('keeps the space that a line break between two marks makes in a paragraph', () => {
    const html = '<p><strong>Precio</strong>\n<em>final</em></p>';
    expect(sanitizeRichHtml(html)).toBe(html);
    expect(editorHtml(load(html))).toBe('<p><strong>Precio</strong> <em>final</em></p>');
  });

  it.each(ROUND_TRIPS)('keeps %s', (_name, html) => {
    // Written as the sanitiser keeps it: the sanitiser allows it for a body.
    expect(sanitizeRichHtml(html)).toBe(html);
    const saved = editorHtml(load(html));
    expect(sanitizeRichHtml(saved)).toBe(html);
    // And again, as the next save of the same item would.
    expect(editorHtml(load(saved))).toBe(saved);
  });
});

describe('the news editor’s toolbar', () => {
  /** The editor with the text selected (its first occurrence). */
  function select(editor: Editor, text: string) {
    editor.state.doc.descendants((node, pos) => {
      const at = node.isText ? node.text!.indexOf(text) : -1;
      if (at >= 0 && editor.state.selection.empty)
        editor.commands.setTextSelection({ from: pos + at, to: pos + at + text.length });
    });
  }

  it('puts a separator («Separador») where the cursor is', () => {
    const editor = load('<p>Antes</p><p>Después</p>');
    editor.commands.setTextSelection(1 + 'Antes'.length);
    expect(FORMAT_ACTIONS.separator(editor)).toBe(true);
    expect(sanitizeRichHtml(editorHtml(editor))).toBe('<p>Antes</p><hr /><p>Después</p>');
  });

  it('makes paragraphs preformatted code («Código») and back', () => {
    const editor = load('<p>npm ci</p><p>Fin</p>');
    editor.commands.setTextSelection(2);
    expect(FORMAT_ACTIONS.code(editor)).toBe(true);
    expect(editor.isActive('codeBlock')).toBe(true);
    expect(sanitizeRichHtml(editorHtml(editor))).toBe('<pre><code>npm ci</code></pre><p>Fin</p>');
    FORMAT_ACTIONS.code(editor);
    expect(editorHtml(editor)).toBe('<p>npm ci</p><p>Fin</p>');
  });

  it('sets subscript and superscript, each taking the other off', () => {
    const editor = load('<p>CO2 en m2</p>');
    select(editor, '2');
    FORMAT_ACTIONS.subscript(editor);
    expect(editor.isActive('subscript')).toBe(true);
    expect(editorHtml(editor)).toBe('<p>CO<sub>2</sub> en m2</p>');
    FORMAT_ACTIONS.superscript(editor);
    expect(editor.isActive('subscript')).toBe(false);
    expect(editorHtml(editor)).toBe('<p>CO<sup>2</sup> en m2</p>');
    FORMAT_ACTIONS.superscript(editor);
    expect(sanitizeRichHtml(editorHtml(editor))).toBe('<p>CO2 en m2</p>');
  });
});

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

  it('keep the text of a caption, not its emphasis (the caption is plain text in the editor)', () => {
    const html = editorHtml(
      load('<table><caption>Con <em>énfasis</em></caption><tbody><tr><td>1</td></tr></tbody></table>'),
    );
    expect(html).toBe('<table><caption>Con énfasis</caption><tbody><tr><td>1</td></tr></tbody></table>');
  });

  it('read a footer written before the body (as HTML 4 wanted) and a header after it where they are shown', () => {
    const html = editorHtml(
      load(
        '<table><tfoot><tr><td>Total</td></tr></tfoot><tbody><tr><td>1</td></tr></tbody>' +
          '<thead><tr><th>Cifra</th></tr></thead></table>',
      ),
    );
    expect(html).toBe(
      '<table><thead><tr><th>Cifra</th></tr></thead><tbody><tr><td>1</td></tr></tbody>' +
        '<tfoot><tr><td>Total</td></tr></tfoot></table>',
    );
  });

  it('add a row to the footer from a footer row, to the header between header rows, and to the body after it', () => {
    const editor = load(
      '<table><thead><tr><th>H1</th></tr><tr><th>H2</th></tr></thead><tbody><tr><td>B</td></tr></tbody>' +
        '<tfoot><tr><td>F</td></tr></tfoot></table><p>Fin</p>',
    );
    const addRowAfter = (text: string) => {
      let at = 0;
      editor.state.doc.descendants((node, pos) => {
        if (node.isText && node.text === text) at = pos;
      });
      editor.commands.setTextSelection(at);
      expect(canTable(editor, 'addRow')).toBe(true);
      TABLE_ACTIONS.addRow(editor);
    };
    addRowAfter('F');
    addRowAfter('H1');
    addRowAfter('H2');
    expect(editorHtml(editor)).toBe(
      '<table><thead><tr><th>H1</th></tr><tr><th></th></tr><tr><th>H2</th></tr></thead>' +
        '<tbody><tr><td></td></tr><tr><td>B</td></tr></tbody><tfoot><tr><td>F</td></tr><tr><td></td></tr></tfoot></table>' +
        '<p>Fin</p>',
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
