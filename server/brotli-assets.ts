// Brotli for the build's scripts and stylesheets. Next.js compresses with gzip only. The build
// writes a `.br` beside each script and stylesheet of .next/static (scripts/precompress.mjs); a
// browser that accepts `br` gets that copy, with the same headers Next.js would send (the
// security headers of the build's header rules, plus the immutable caching of hashed assets).
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { accepts } from './accept-encoding';
import type { SecurityHeaders } from './security-headers';

const PREFIX = '/_next/static/';
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
};

export interface BrotliAssets {
  count: number;
  /** Answers `req` with the Brotli copy and returns true, or returns false for Next.js to answer it. */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

/** The precompressed assets of the build in `serverDir`, or null when it has none. */
export function brotliAssets(serverDir: string, security: SecurityHeaders): BrotliAssets | null {
  const staticDir = path.join(serverDir, '.next', 'static');
  /** URL path → the .br file, found once at start (hashed assets never change while running). */
  const files = new Map<string, { file: string; type: string }>();
  const walk = (dir: string) => {
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.br')) {
        const original = full.slice(0, -3);
        const type = TYPES[path.extname(original)];
        if (type)
          files.set(PREFIX + path.relative(staticDir, original).split(path.sep).join('/'), { file: full, type });
      }
    }
  };
  walk(staticDir);
  if (files.size === 0) return null;
  const cache = new Map<string, Buffer>();

  return {
    count: files.size,
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url || '';
      if (!url.startsWith(PREFIX) || req.headers.range || !accepts(req.headers['accept-encoding'], 'br')) return false;
      const pathname = url.split('?')[0]!;
      const asset = files.get(pathname);
      if (!asset) return false;
      let body = cache.get(pathname);
      if (!body) {
        try {
          body = fs.readFileSync(asset.file);
        } catch {
          return false;
        }
        cache.set(pathname, body);
      }
      for (const [name, value] of security.forPath(pathname)) res.setHeader(name, value);
      res.writeHead(200, {
        'Content-Type': asset.type,
        'Content-Encoding': 'br',
        'Content-Length': body.length,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
