// @vitest-environment happy-dom
// A paste into the news editor keeps the formatting its author saw. Google Docs puts the whole
// clipboard inside <b style="font-weight:normal" id="docs-internal-guid-…"> and writes bold, italic,
// underline, strikethrough, sub- and superscript as styles of its text runs (<span style="…">): with
// the styles stripped first, the wrapper made every word bold and the rest of the formatting went.
// Word (<b>, <i>, <u>, <sub>… and its mso- styles) keeps what it kept.
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { RICH_TEXT_EXTENSIONS, editorHtml } from '@/components/staff/rich-text-schema';
import { sanitizeRichHtml } from './html';
import { cleanPastedHtml } from './paste';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/**
 * What a news item keeps of a paste into an empty editor: the editor's paste, set up as
 * components/staff/rich-text-editor.tsx does, then the server's sanitiser.
 */
function pasted(html: string): string {
  const editor = new Editor({
    extensions: RICH_TEXT_EXTENSIONS,
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  editors.push(editor);
  editor.view.pasteHTML(html);
  return sanitizeRichHtml(editorHtml(editor));
}

// Google Docs' clipboard, as Chrome hands it over (copied from a document in Arial 11).
const GUID = 'docs-internal-guid-5e1c2a7b-7fff-3d4e-91ab-6c0f2d8e4a13';
const docs = (body: string) =>
  `<meta charset="utf-8"><b style="font-weight:normal;" id="${GUID}">${body}</b><br class="Apple-interchange-newline">`;
const paragraph = (...runs: string[]) =>
  `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">${runs.join('')}</p>`;

type Look = { weight?: string; style?: string; decoration?: string; align?: string; color?: string };
/** A text run of Docs: every property written, the way Docs writes them. */
function run(
  text: string,
  { weight = '400', style = 'normal', decoration = 'none', align = 'baseline', color = '#000000' }: Look = {},
) {
  const size = align === 'baseline' ? '11pt' : '0.6em';
  const skip = decoration === 'none' ? '' : '-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;';
  return (
    `<span style="font-size:${size};font-family:Arial,sans-serif;color:${color};background-color:transparent;` +
    `font-weight:${weight};font-style:${style};font-variant:normal;text-decoration:${decoration};${skip}` +
    `vertical-align:${align};white-space:pre;white-space:pre-wrap;">${text}</span>`
  );
}
/** A link of Docs: the <a> undecorated, its run underlined and blue. */
const link = (href: string, text: string, look: Look = {}) =>
  `<a href="${href}" style="text-decoration:none;">${run(text, { decoration: 'underline', color: '#1155cc', ...look })}</a>`;

/** A parser puts Docs' leading <meta> in the head (a browser) or keeps it in the body (happy-dom). */
const withoutHead = (html: string) => html.replace(/^<meta[^>]*>/, '');

describe('pasting from Google Docs', () => {
  it('does not make the whole paste bold (Docs’ wrapper <b style="font-weight:normal">)', () => {
    const html = docs(
      paragraph(run('Las reservas del '), run('lunes', { weight: '700' }), run(' se confirman solas.')),
    );
    expect(withoutHead(cleanPastedHtml(html))).toBe(
      '<p dir="ltr"><span>Las reservas del </span><span><strong>lunes</strong></span>' +
        '<span> se confirman solas.</span></p><br>',
    );
    expect(pasted(html)).toBe('<p>Las reservas del <strong>lunes</strong> se confirman solas.</p>');
  });

  it('keeps bold, italic, underline, strikethrough, sub- and superscript and links as Docs showed them', () => {
    const html = docs(
      paragraph(
        run('La versión 7 del '),
        run('PMS', { weight: '700' }),
        run(' llega el '),
        run('lunes', { style: 'italic' }),
        run(': '),
        run('sin parada', { decoration: 'underline' }),
        run(', '),
        run('con parada', { decoration: 'line-through' }),
        run(', '),
        run('sin retorno', { weight: '700', style: 'italic', decoration: 'underline line-through' }),
        run('. Ahorra CO'),
        run('2', { align: 'sub' }),
        run(' en 40 m'),
        run('2', { align: 'super' }),
        run('. Más en el '),
        link('https://www.millehotel.es/blog', 'blog'),
        run(' y en la '),
        link('https://www.millehotel.es/ayuda', 'ayuda', { weight: '700' }),
        run('.'),
      ),
    );
    expect(pasted(html)).toBe(
      '<p>La versión 7 del <strong>PMS</strong> llega el <em>lunes</em>: <u>sin parada</u>, <s>con parada</s>, ' +
        '<strong><em><s><u>sin retorno</u></s></em></strong>. Ahorra CO<sub>2</sub> en 40 m<sup>2</sup>. ' +
        'Más en el <a href="https://www.millehotel.es/blog">blog</a> y en la ' +
        '<a href="https://www.millehotel.es/ayuda"><strong>ayuda</strong></a>.</p>',
    );
  });

  it('takes a weight of 600 or more as bold, and 500, normal or lighter as not', () => {
    const html = docs(
      paragraph(
        run('seminegrita', { weight: '600' }),
        run(' '),
        run('negra', { weight: '900' }),
        run(' '),
        run('bold', { weight: 'bold' }),
        run(' '),
        run('media', { weight: '500' }),
        run(' '),
        run('normal', { weight: 'normal' }),
        run(' '),
        run('fina', { weight: 'lighter' }),
      ),
    );
    expect(pasted(html)).toBe(
      '<p><strong>seminegrita</strong> <strong>negra</strong> <strong>bold</strong> media normal fina</p>',
    );
  });

  it('reads the formatting of the text runs, not the styles Docs gives headings, lists and cells', () => {
    // A list item carries the style of its bullet, a heading its size; the runs say what the text looks like.
    const html = docs(
      '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;">' +
        '<span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Novedades</span></h2>' +
        '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">' +
        '<li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:italic;font-variant:normal;text-decoration:underline;vertical-align:super;white-space:pre;" aria-level="1">' +
        `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">${run('Check-in ')}${run('exprés', { weight: '700' })}</p></li>` +
        '<li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;" aria-level="1">' +
        `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">${run('Facturas Veri*Factu')}</p></li></ul>` +
        '<div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200"><col width="200"></colgroup><tbody>' +
        '<tr style="height:0pt"><td style="border-left:solid #000000 1pt;border-right:solid #000000 1pt;border-bottom:solid #000000 1pt;border-top:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;">' +
        `<p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;">${run('Plan', { weight: '700' })}</p></td>` +
        '<td style="border-left:solid #000000 1pt;border-right:solid #000000 1pt;border-bottom:solid #000000 1pt;border-top:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;">' +
        `<p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;">${run('Precio')}</p></td></tr></tbody></table></div>` +
        paragraph(run('Desde el 1 de junio.')),
    );
    expect(pasted(html)).toBe(
      '<h2>Novedades</h2><ul><li><p>Check-in <strong>exprés</strong></p></li><li><p>Facturas Veri*Factu</p></li></ul>' +
        '<table><tbody><tr><td><strong>Plan</strong></td><td>Precio</td></tr></tbody></table><p>Desde el 1 de junio.</p>',
    );
  });

  it('keeps a bold paste bold when Docs wraps a single run (no paragraph)', () => {
    expect(pasted(docs(run('Oferta de temporada', { weight: '700' })))).toBe(
      '<p><strong>Oferta de temporada</strong></p>',
    );
    expect(pasted(docs(run('Oferta de temporada')))).toBe('<p>Oferta de temporada</p>');
  });

  it('leaves no style, class or Docs id behind', () => {
    const out = cleanPastedHtml(
      docs(paragraph(run('a', { weight: '700', style: 'italic' }), link('https://www.millehotel.es', 'b'))),
    );
    expect(out).not.toMatch(/style=|class=|docs-internal-guid|<b[\s>]/);
    expect(withoutHead(out)).toBe(
      '<p dir="ltr"><span><strong><em>a</em></strong></span>' +
        '<a href="https://www.millehotel.es"><span>b</span></a></p><br>',
    );
  });
});

describe('pasting from Word', () => {
  // Word's clipboard (Word for Windows): conditional comments, Mso classes, unquoted attributes,
  // formatting as elements and mso- properties that are no formatting of their own.
  const word =
    '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->' +
    "<p class=MsoNormal><b style='mso-bidi-font-weight:normal'><span lang=ES style='font-size:12.0pt;line-height:107%;font-family:\"Calibri\",sans-serif'>Tarifas</span></b>" +
    "<span lang=ES style='font-size:12.0pt;line-height:107%'> de <i style='mso-bidi-font-style:normal'>verano</i>, <u>sin</u> <s>IVA</s>, " +
    "m<sup>2</sup>, H<sub>2</sub>O y <span style='font-weight:normal'>más</span> en la " +
    '<a href="https://www.millehotel.es/precios"><span style=\'color:#0563C1;text-decoration:underline\'>web</span></a><o:p></o:p></span></p>';

  it('keeps what it kept: its elements’ formatting, none of its styles', () => {
    expect(cleanPastedHtml(word)).toBe(
      '<p class=MsoNormal><b><span lang=ES>Tarifas</span></b><span lang=ES> de <i>verano</i>, <u>sin</u> <s>IVA</s>, ' +
        'm<sup>2</sup>, H<sub>2</sub>O y <span>más</span> en la <a href="https://www.millehotel.es/precios"><span>web</span></a></span></p>',
    );
    expect(pasted(word)).toBe(
      '<p><strong>Tarifas</strong> de <em>verano</em>, <u>sin</u> <s>IVA</s>, m<sup>2</sup>, H<sub>2</sub>O y más en la ' +
        '<a href="https://www.millehotel.es/precios">web</a></p>',
    );
  });
});
