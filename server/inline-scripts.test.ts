// A page's inline scripts and the hashes a policy must list for them to run: the same a browser
// computes from the text its parser gives each script element.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts } from './inline-scripts';

const source = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scripts = (html: string) => inlineScripts(Buffer.from(html, 'utf8'));
const hashes = (html: string) => scripts(html).map((s) => s.hash);

describe('the hashes of a page’s inline scripts', () => {
  it('lists each inline script’s text, in order, as Next.js writes them', () => {
    const push = 'self.__next_f.push([1,"0:{\\"P\\":null,\\"b\\":\\"x\\"}\\n"])';
    const html = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>hola</p><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>${push}</script></body></html>`;
    expect(hashes(html)).toEqual([source('(self.__next_f=self.__next_f||[]).push([0])'), source(push)]);
  });

  it('hashes the UTF-8 bytes of text outside ASCII as they are', () => {
    expect(hashes('<script>self.__next_f.push([1,"Página de señales €"])</script>')).toEqual([
      source('self.__next_f.push([1,"Página de señales €"])'),
    ]);
  });

  it('leaves out scripts with a src, whatever the case and quoting of the tag', () => {
    const html = `<SCRIPT SRC='/a.js'></SCRIPT><script id="x"src="/b.js"></script><script data-src="/c.js">c()</script><Script type="module">m()</Script >`;
    expect(hashes(html)).toEqual([source('c()'), source('m()')]);
  });

  it('reads a start tag whose quoted attribute holds ">"', () => {
    expect(hashes('<script data-x="a>b" id=\'c>d\'>run()</script>')).toEqual([source('run()')]);
  });

  it('tells the scripts a browser runs from data blocks (JSON-LD), which need no hash', () => {
    const runs = (type: string) => scripts(`<script ${type}>x</script>`)[0]!.runs;
    for (const type of [
      '',
      'type=""',
      'type="module"',
      "type='text/javascript'",
      'type=application/javascript',
      'type="importmap"',
      'TYPE="Text/JavaScript"',
    ])
      expect(runs(type), type).toBe(true);
    for (const type of [
      'type="application/ld+json"',
      'type="application/json"',
      'type="text/javascript; charset=utf-8"',
      'data-type="x" type="text/template"',
    ])
      expect(runs(type), type).toBe(false);
    expect(runs('data-type="application/ld+json"')).toBe(true);
  });

  it('ends a script at the first </script, as the parser does, and not at </scripts', () => {
    expect(hashes('<script>a("</scripts>")</script><script>b()</script\t>')).toEqual([
      source('a("</scripts>")'),
      source('b()'),
    ]);
  });

  it('hashes what the parser gives: CR LF and lone CR as LF, NUL as U+FFFD', () => {
    expect(hashes('<script>a()\r\nb()\rc("é\0")</script>')).toEqual([source('a()\nb()\nc("é\uFFFD")')]);
  });

  it('lists an empty script, and each one in the order of the page', () => {
    expect(hashes('<script></script><script>x()</script><script>x()</script>')).toEqual([
      source(''),
      source('x()'),
      source('x()'),
    ]);
  });

  it('lists nothing for a page without inline scripts, or a <scripts> element that is none', () => {
    expect(hashes('<html><body><scripts>no</scripts><noscript>n</noscript></body></html>')).toEqual([]);
  });

  it('hashes an unclosed last script to the end, as the parser does', () => {
    expect(hashes('<p>x</p><script>tail()')).toEqual([source('tail()')]);
  });
});
