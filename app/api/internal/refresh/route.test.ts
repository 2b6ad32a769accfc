// The watcher's call to its own server: only this process's key is accepted, and the feeds it
// names (and only those) have their cache tag and every route built from them expired.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askOwnServer } from '@/lib/freshness/self-call';
import { POST } from './route';

const expired = vi.hoisted(() => ({ tags: [] as string[], paths: [] as string[] }));
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void expired.tags.push(tag),
  revalidatePath: (path: string, type?: string) => void expired.paths.push(type ? `${path} (${type})` : path),
  unstable_cache: (fn: unknown) => fn,
}));

const URL_ = 'http://127.0.0.1:3000/api/internal/refresh';

afterEach(() => {
  vi.unstubAllGlobals();
  expired.tags.length = 0;
  expired.paths.length = 0;
});

/** `fetch` answered by the route handler itself, as this process's server would. */
function serveLocally() {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => POST(new Request(url, init)));
}

describe('POST /api/internal/refresh', () => {
  it('expires the named feed and the pages built from it when this process asks', async () => {
    serveLocally();
    await askOwnServer('http://127.0.0.1:3000', ['news']);
    expect(expired.tags).toEqual(['news']);
    expect(expired.paths).toEqual([
      '/blog',
      '/en/blog',
      '/blog/pagina/[n] (page)',
      '/en/blog/pagina/[n] (page)',
      '/blog/[slug] (page)',
      '/blog/rss.xml',
      '/sitemap.xml',
    ]);
  });

  it('refuses a call without this process key, and an unknown feed', async () => {
    const keyless = await POST(new Request(URL_, { method: 'POST', body: '{"feeds":["news"]}' }));
    expect(keyless.status).toBe(401);
    const forged = await POST(
      new Request(URL_, { method: 'POST', headers: { 'x-refresh-key': 'A'.repeat(43) }, body: '{"feeds":["news"]}' }),
    );
    expect(forged.status).toBe(401);
    serveLocally();
    await expect(askOwnServer('http://127.0.0.1:3000', ['release-notes'])).rejects.toThrow('HTTP 400');
    expect(expired.tags).toEqual([]);
  });

  it('refuses a cross-site browser request', async () => {
    const res = await POST(
      new Request(URL_, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(res.status).toBe(403);
  });
});
