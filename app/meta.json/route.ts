// GET /meta.json — the release version for the browser's version check (lib/version/check.ts). Never cached.
import pkg from '@/package.json';

export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(JSON.stringify({ version: pkg.version }), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
