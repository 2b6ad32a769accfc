// Which inline scripts a page's policy lets run: Next's data calls, whatever data they carry, and
// the site's own scripts read from the build's pages; never a script that came with the content.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isDataCall, siteScripts } from './trusted-scripts';

describe("Next's data calls", () => {
  it('are the calls Next.js writes, with a JSON argument, whatever text it carries', () => {
    for (const text of [
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])',
      'self.__next_f.push([1,"<script>alert(1)<\\/script> \\u003cb\\u003e"])',
      'self.__next_f.push([2,null])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});',
    ])
      expect(isDataCall(text), text).toBe(true);
  });

  it('are nothing else: code after or around the call, an argument that is no JSON, another callee', () => {
    for (const text of [
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]);alert(1);self.__next_f.push([2])',
      'self.__next_f.push([1,"x"]),alert(1)',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,`x`])',
      'self.__next_f.push([1,"x"]) ',
      'alert(1);self.__next_f.push([1,"x"])',
      'self.__next_f.pushy([1])',
      "if(/(?:^|; )CookieConsent=/.test(document.cookie))document.documentElement.classList.add('consent-given')",
    ])
      expect(isDataCall(text), text).toBe(false);
  });
});

describe("the site's own scripts", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("are those that run in the build's never-revalidated pages, Next's data calls and data blocks aside", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-site-scripts-'));
    dirs.push(dir);
    const app = path.join(dir, '.next', 'server', 'app');
    mkdirSync(path.join(app, 'en'), { recursive: true });
    mkdirSync(path.join(app, 'index'), { recursive: true });
    const own = "document.documentElement.classList.add('x')";
    // Next.js writes /index as index/index.html.
    writeFileSync(
      path.join(app, 'index', 'index.html'),
      `<script>${own}</script><script>self.__next_f.push([1,"a"])</script><script type="application/ld+json">{}</script>`,
    );
    writeFileSync(path.join(app, 'en', 'contacto.html'), `<script>${own}</script><script src="/a.js"></script>`);
    // The blog revalidates: its HTML is rendered again, with staff-written content.
    writeFileSync(path.join(app, 'blog.html'), '<script>alert(1)</script>');
    const manifest = {
      routes: {
        '/index': { routeType: 'page', initialRevalidateSeconds: false as const, dataRoute: '/index.rsc' },
        '/en/contacto': { routeType: 'page', initialRevalidateSeconds: false as const, dataRoute: '/en/contacto.rsc' },
        '/robots.txt': { routeType: 'route', initialRevalidateSeconds: false as const, dataRoute: null },
        '/blog': { routeType: 'page', initialRevalidateSeconds: 60, dataRoute: '/blog.rsc' },
        '/sin-fichero': { routeType: 'page', initialRevalidateSeconds: false as const, dataRoute: '/sin-fichero.rsc' },
      },
    };
    expect(siteScripts(dir, manifest)).toEqual({ texts: new Set([own]), pages: 2 });
  });
});
